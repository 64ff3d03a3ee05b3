import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette } from '@/app/theme';
import { useCopyright } from '../api/get-copyright';
import { useMoreConfig } from '../api/get-more-config';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

const ICP_QUERY_URL = 'https://beian.miit.gov.cn/';

const Dot = () => (
  <span aria-hidden style={{ margin: '0 8px', color: palette.textFaint }}>
    ·
  </span>
);

function joined(parts: ReactNode[]) {
  return parts.filter(Boolean).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <Dot />}
      {part}
    </Fragment>
  ));
}

/** Copyright line, ICP and public-security records, market supervision, and the company address. */
export function FooterCopyright() {
  const { t } = useTranslation();
  const { data: copyright } = useCopyright();
  const { data: more } = useMoreConfig();
  if (!copyright) return null;
  const linkStyle = { color: palette.textMuted };
  // The company's name, address and registration numbers read as registered (shop data).
  const registered = (text: string) => <span data-shop-data>{text}</span>;
  const external = (to: string, text: ReactNode) => (
    <TargetLink target={resolveLink(to, isRouteAvailable)} newTab style={linkStyle}>
      {text}
    </TargetLink>
  );

  return (
    <div
      style={{ textAlign: 'center', color: palette.textMuted, fontSize: 12, lineHeight: '22px' }}
    >
      <div>
        {joined([
          copyright.copyright_desc &&
            (copyright.copyright_link
              ? external(copyright.copyright_link, copyright.copyright_desc)
              : copyright.copyright_desc),
          copyright.company_name && registered(copyright.company_name),
          copyright.icp && external(ICP_QUERY_URL, registered(copyright.icp)),
          copyright.gov_record &&
            (copyright.gov_url
              ? external(copyright.gov_url, registered(copyright.gov_record))
              : registered(copyright.gov_record)),
          copyright.market_supervision_url &&
            external(copyright.market_supervision_url, t('layout:footer.marketSupervision')),
        ])}
      </div>
      {more?.index.company_address && (
        <div>
          {t('layout:footer.address')}
          {t('layout:footer.colon')}
          {registered(more.index.company_address)}
        </div>
      )}
    </div>
  );
}
