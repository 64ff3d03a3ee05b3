import type { ConfirmLine } from '@shop/contracts/order';
import { unitOf } from '@shop/contracts/pricing';
import { formatYuan } from '@shop/web-kit/money';
import { Tag, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { groupLines, isDiscounted, isExchange } from './checkout-lines';

const cell: CSSProperties = { padding: '12px 8px', verticalAlign: 'middle' };
const numeric: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

const unitOfLine = (line: ConfirmLine) =>
  unitOf(
    line.unit,
    isExchange(line) ? 'exchange' : line.promotion_type === 'wholesale' ? 'tiered' : 'general',
  );

function LineRow({ line, inBundle }: { line: ConfirmLine; inBundle: boolean }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const fallback = useDefaultImages()?.default_goods_img;
  // A near-expiry line (ADR 0029) shows its badge and expiry in place of the promotion label.
  const near = line.expiry_date;
  const label = isExchange(line)
    ? t('goods.exchange')
    : inBundle || near
      ? ''
      : line.promotion_label;
  return (
    <tr
      data-testid={`confirm-line-${line.sku_id}${near ? '-near' : ''}`}
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <td style={{ ...cell, paddingLeft: inBundle ? 28 : 16 }}>
        <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
          <Link to={`/sku-${line.sku_id}`} style={{ flex: 'none' }}>
            <FallbackImage
              src={line.sku_image}
              fallback={fallback}
              alt={line.sku_name}
              width={60}
              height={60}
              style={{
                objectFit: 'cover',
                border: `1px solid ${palette.divider}`,
                display: 'block',
              }}
            />
          </Link>
          <div style={{ minWidth: 0 }}>
            <Link
              to={`/sku-${line.sku_id}`}
              style={{ color: token.colorText, display: 'block', lineHeight: '20px' }}
            >
              {label && (
                <Tag color={isExchange(line) ? 'orange' : 'red'} style={{ marginInlineEnd: 6 }}>
                  {label}
                </Tag>
              )}
              {line.sku_name}
            </Link>
            {near && <NearExpiryNote expiry={near} />}
          </div>
        </div>
      </td>
      <td style={{ ...cell, color: token.colorTextSecondary }}>{line.spec_name || '-'}</td>
      <td style={{ ...cell, textAlign: 'center' }}>{unitOfLine(line)}</td>
      <td style={numeric}>
        <span style={{ color: isDiscounted(line) ? palette.brand : undefined }}>
          <Price value={line.discount_price} original={line.price} />
        </span>
      </td>
      <td style={{ ...cell, textAlign: 'center' }}>×{line.num}</td>
      <td style={{ ...numeric, paddingRight: 16, color: palette.brand, fontWeight: 600 }}>
        {formatYuan(line.real_goods_money)}
      </td>
    </tr>
  );
}

/**
 * The goods of one shop's order: image, name, spec, unit, price (promotional price above the
 * struck-out normal one), quantity and subtotal; exchange goods tagged 换购, near-expiry goods
 * 近效期 with their expiry, bundle goods grouped under the bundle's name.
 */
export function GoodsTable({ lines }: { lines: ConfirmLine[] }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const head: CSSProperties = {
    ...cell,
    fontWeight: 400,
    color: token.colorTextSecondary,
    background: token.colorFillQuaternary,
  };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={{ ...head, textAlign: 'left', paddingLeft: 16 }}>{t('goods.info')}</th>
          <th style={{ ...head, textAlign: 'left', width: 160 }}>{t('goods.spec')}</th>
          <th style={{ ...head, width: 70 }}>{t('goods.unit')}</th>
          <th style={{ ...head, textAlign: 'right', width: 120 }}>{t('goods.price')}</th>
          <th style={{ ...head, width: 90 }}>{t('goods.num')}</th>
          <th style={{ ...head, textAlign: 'right', width: 130, paddingRight: 16 }}>
            {t('goods.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {groupLines(lines).map((group, index) =>
          group.kind === 'line' ? (
            <LineRow key={`l-${index}`} line={group.line} inBundle={false} />
          ) : (
            <BundleRows key={`b-${group.bl_id}`} name={group.bl_name} lines={group.lines} />
          ),
        )}
      </tbody>
    </table>
  );
}

function BundleRows({ name, lines }: { name: string; lines: ConfirmLine[] }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  return (
    <>
      <tr
        style={{
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          background: palette.brandWash,
        }}
      >
        <td colSpan={6} style={{ ...cell, paddingLeft: 16 }}>
          <Tag color="purple">{t('goods.bundle')}</Tag>
          <strong>{t('goods.bundleName', { name })}</strong>
        </td>
      </tr>
      {lines.map((line) => (
        <LineRow key={line.sku_id} line={line} inBundle />
      ))}
    </>
  );
}
