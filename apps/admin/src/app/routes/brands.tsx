import { PlusOutlined } from '@ant-design/icons';
import { consoleBrandListEndpoint, type ConsoleBrand } from '@shop/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Image, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useDeleteBrand } from '@/features/catalogue/api/catalogue-console';
import { BrandFormModal } from '@/features/catalogue/components/brand-form-modal';
import { recordColumns } from '@/features/catalogue/components/record-columns';

/** `/admin/brands` (issue 25): brands with logo and initial; the brand centre follows at once. */
export function BrandsPage() {
  const { t } = useTranslation('catalogue');
  const list = useListState({});
  const query = useQuery(listQueryOptions(consoleBrandListEndpoint, list.body));
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<ConsoleBrand | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title={t('brand.title')}
        subTitle={t('brand.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('brand.add')}
          </Button>
        }
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('brand.search')} />
        <ServerTable<ConsoleBrand>
          list={list}
          query={query}
          rowKey="brand_id"
          columns={[
            {
              key: 'logo',
              title: t('brand.logo'),
              width: 96,
              render: (_, b) =>
                b.image_url ? (
                  <Image
                    src={b.image_url}
                    width={56}
                    height={32}
                    style={{ objectFit: 'contain' }}
                  />
                ) : (
                  '-'
                ),
            },
            { key: 'initial', title: t('brand.initial'), width: 80, dataIndex: 'brand_initial' },
            {
              key: 'name',
              title: t('brand.name'),
              render: (_, b) => (
                <Space>
                  {b.brand_name}
                  {b.is_recommend && <Tag color="gold">{t('brand.recommend')}</Tag>}
                </Space>
              ),
            },
            ...recordColumns<ConsoleBrand>(t, {
              nameOf: (b) => b.brand_name,
              onEdit: setEditing,
              onDelete: (b) => remove.mutateAsync({ brand_id: b.brand_id }),
            }),
          ]}
        />
      </Card>
      <BrandFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
