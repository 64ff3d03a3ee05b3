import { useTranslation } from 'react-i18next';
import { ContentColumn } from '@/components/content-column';
import { FooterHelp } from '@/features/cms/components/footer-help';
import { FooterBadges } from '@/features/site/components/footer-badges';
import { FooterContact } from '@/features/site/components/footer-contact';
import { FooterCopyright } from '@/features/site/components/footer-copyright';
import { FooterFriendlyLinks } from '@/features/site/components/footer-friendly-links';
import { FooterServices } from '@/features/site/components/footer-services';
import { palette } from '@/app/theme';

/**
 * The storefront footer (spec §2): service promises; help classes beside contact details and the
 * mini-program QR code; friendly links; copyright; certificate and platform lists.
 */
export function MainFooter() {
  const { t } = useTranslation();
  return (
    <footer
      aria-label={t('layout:footer.label')}
      style={{ background: palette.white, borderTop: `1px solid ${palette.borderLight}` }}
    >
      <div style={{ borderBottom: `1px solid ${palette.divider}` }}>
        <ContentColumn>
          <FooterServices />
        </ContentColumn>
      </div>
      <ContentColumn
        style={{ display: 'flex', gap: 40, padding: '28px 20px', boxSizing: 'border-box' }}
      >
        <FooterHelp />
        <div
          style={{
            marginLeft: 'auto',
            paddingLeft: 40,
            borderLeft: `1px solid ${palette.divider}`,
          }}
        >
          <FooterContact />
        </div>
      </ContentColumn>
      <div
        style={{
          background: palette.fill,
          borderTop: `1px solid ${palette.divider}`,
          padding: '18px 0 24px',
        }}
      >
        <ContentColumn style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <FooterFriendlyLinks />
          <FooterCopyright />
          <FooterBadges />
        </ContentColumn>
      </div>
    </footer>
  );
}
