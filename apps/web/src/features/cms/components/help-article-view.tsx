import type { HelpInfo } from '@shop/contracts/cms';
import { shopDate } from '@shop/web-kit/shop-time';
import { Card, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { palette } from '@/app/theme';

/** One help article. Its content is plain text: each line is a paragraph, never HTML. */
export function HelpArticleView({ article }: { article: HelpInfo }) {
  const { t } = useTranslation();
  const paragraphs = article.content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Card>
      <article>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 8 }}>
          {article.title}
        </Typography.Title>
        <div style={{ textAlign: 'center', color: palette.textMuted }}>
          {t('cms:help.publishedAt', { date: shopDate(article.create_time) })}
        </div>
        <Divider />
        <div style={{ fontSize: 14, lineHeight: 2, color: palette.text, minHeight: 200 }}>
          {paragraphs.map((text, i) => (
            <p key={i} style={{ textIndent: '2em', margin: '0 0 12px' }}>
              {text}
            </p>
          ))}
          {article.link_address && (
            <p>
              {t('cms:help.externalHint')}{' '}
              <SiteLink to={article.link_address} newTab style={{ color: palette.brand }}>
                {t('cms:help.openExternal')}
              </SiteLink>
            </p>
          )}
        </div>
      </article>
    </Card>
  );
}
