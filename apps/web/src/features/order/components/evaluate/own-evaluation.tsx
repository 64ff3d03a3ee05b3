import type { OwnEvaluate } from '@shop/contracts/aftersale';
import { shopDate, shopDaysBetween } from '@shop/web-kit/shop-time';
import { Rate, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageThumbs } from '@/components/image-thumbs';
import { palette } from '@/app/theme';

const replyStyle = {
  marginTop: 8,
  fontSize: 12,
  color: palette.gold,
  background: palette.warmWash,
  padding: '6px 10px',
} as const;

/**
 * The buyer's own evaluation of a line as written: stars, words, pictures, whether it shows yet,
 * the shop's reply, then the follow-up (追评) and its reply.
 */
export function OwnEvaluation({ evaluate }: { evaluate: OwnEvaluate }) {
  const { t } = useTranslation('evaluate');
  const againDays =
    evaluate.again_time === null ? 0 : shopDaysBetween(evaluate.create_time, evaluate.again_time);
  return (
    <div data-testid="own-evaluation" style={{ fontSize: 13 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Rate
          disabled
          value={evaluate.scores}
          style={{ fontSize: 14, color: palette.brand }}
          aria-label={t(`form.tips.${evaluate.scores}`)}
        />
        <span style={{ color: palette.textMuted, fontSize: 12 }}>
          {shopDate(evaluate.create_time)}
        </span>
        {evaluate.is_anonymous && <Tag>{t('own.anonymous')}</Tag>}
        {evaluate.is_audit === 0 && <Tag color="orange">{t('own.waiting')}</Tag>}
        {evaluate.is_audit === -1 && <Tag>{t('own.hidden')}</Tag>}
      </div>
      <p style={{ margin: '8px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {evaluate.content || <span style={{ color: palette.textMuted }}>{t('own.noContent')}</span>}
      </p>
      <ImageThumbs images={evaluate.images} altOf={(index) => t('own.picture', { index })} />
      {evaluate.explain_first && (
        <div style={replyStyle}>
          {t('own.reply')}
          {evaluate.explain_first}
        </div>
      )}
      {evaluate.again_time !== null && (
        <div style={{ marginTop: 12, paddingTop: 12, borderTop: `1px dashed ${palette.divider}` }}>
          <div style={{ color: palette.brand, fontSize: 12, marginBottom: 6 }}>
            <strong>{t('own.again')}</strong>
            <span style={{ marginLeft: 8, color: palette.textMuted }}>
              {againDays === 0 ? t('own.againSameDay') : t('own.againAfter', { count: againDays })}
            </span>
          </div>
          <p style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {evaluate.again_content}
          </p>
          <ImageThumbs
            images={evaluate.again_images}
            altOf={(index) => t('own.againPicture', { index })}
          />
          {evaluate.again_explain && (
            <div style={replyStyle}>
              {t('own.reply')}
              {evaluate.again_explain}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
