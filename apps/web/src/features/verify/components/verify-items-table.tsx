import type { VerifyItem } from '@shop/contracts/verify';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

/** The goods a code covers: picture, name and spec, quantity. */
export function VerifyItemsTable({ items }: { items: VerifyItem[] }) {
  const { t } = useTranslation('verify');
  const fallback = useDefaultImages()?.default_goods_img;
  return (
    <Table<VerifyItem>
      rowKey={(item, index) => `${item.sku_name}-${index ?? 0}`}
      size="small"
      pagination={false}
      dataSource={items}
      columns={[
        {
          title: t('items.goods'),
          key: 'goods',
          render: (_, item) => (
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <FallbackImage
                src={item.sku_image}
                fallback={fallback}
                alt={item.sku_name}
                width={48}
                height={48}
                loading="lazy"
                style={{ objectFit: 'contain', border: `1px solid ${palette.dividerLight}` }}
              />
              <div>
                <div>{item.sku_name}</div>
                {item.spec_name && (
                  <div style={{ color: palette.textMuted, fontSize: 12 }}>{item.spec_name}</div>
                )}
              </div>
            </div>
          ),
        },
        {
          title: t('items.num'),
          key: 'num',
          align: 'right',
          width: 120,
          render: (_, item) => `×${item.num}${item.unit}`,
        },
      ]}
    />
  );
}
