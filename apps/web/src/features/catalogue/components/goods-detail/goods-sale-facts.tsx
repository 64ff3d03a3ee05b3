import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

type GoodsSaleFactsProps = {
  goods: Pick<
    GoodsSkuDetail,
    'goods_kind' | 'storage' | 'piece_qty' | 'unit' | 'delivery_types' | 'instructions_pdf'
  >;
};

/**
 * What the console's editor says about selling the goods (issue 25): its kind, 件装量, storage,
 * how it is delivered and its package insert PDF, as one line of facts under the key facts.
 */
export function GoodsSaleFacts({ goods }: GoodsSaleFactsProps) {
  const { t } = useTranslation('goods-detail');
  const facts: [string, string][] = [
    [t('sale.kind'), t(`sale.kinds.${goods.goods_kind}`)],
    [
      t('sale.pieceQty'),
      goods.piece_qty > 0 ? `${goods.piece_qty}${goods.unit}/${t('sale.case')}` : '',
    ],
    [t('sale.storage'), goods.storage],
    [t('sale.delivery'), goods.delivery_types.map((d) => t(`sale.deliveryKinds.${d}`)).join(' / ')],
  ];
  return (
    <section
      aria-label={t('sale.label')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 20px',
        padding: '0 16px',
        fontSize: 12,
      }}
    >
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <span key={label} style={{ color: palette.textMuted }}>
            {label}：
            <span data-shop-data style={{ color: palette.text }}>
              {value}
            </span>
          </span>
        ))}
      {goods.instructions_pdf && (
        <a
          href={goods.instructions_pdf}
          target="_blank"
          rel="noreferrer"
          style={{ color: palette.blueDark }}
        >
          <FilePdfOutlined /> {t('sale.insertPdf')}
        </a>
      )}
    </section>
  );
}
