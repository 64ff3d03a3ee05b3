import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleService } from '@shop/contracts/catalogue';
import { Button, Card, Empty, Image, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useConsoleServices, useDeleteService } from '@/features/catalogue/api/catalogue-console';
import { recordColumns } from '@/features/catalogue/components/record-columns';
import { ServiceFormModal } from '@/features/catalogue/components/service-form-modal';

/** `/admin/goods-services` (issue 25): the goods services (正品保障 …) shown on goods pages and the footer. */
export function GoodsServicesPage() {
  const { t } = useTranslation('catalogue');
  const services = useConsoleServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<ConsoleService | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title={t('service.title')}
        subTitle={t('service.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('service.add')}
          </Button>
        }
      />
      <Card>
        {services.isError ? (
          <Result
            status="error"
            title={services.error.message}
            extra={
              <Button onClick={() => void services.refetch()}>{t('common:actions.retry')}</Button>
            }
          />
        ) : (
          <Table<ConsoleService>
            rowKey="id"
            loading={services.isPending}
            dataSource={services.data ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description={t('service.empty')} /> }}
            columns={[
              {
                key: 'icon',
                title: t('service.icon'),
                width: 80,
                render: (_, s) => (s.icon ? <Image src={s.icon} width={32} height={32} /> : '-'),
              },
              { key: 'name', title: t('service.name'), dataIndex: 'service_name' },
              { key: 'name_en', title: t('service.name_en'), dataIndex: 'service_name_en' },
              { key: 'description', title: t('service.description'), dataIndex: 'description' },
              ...recordColumns<ConsoleService>(t, {
                nameOf: (s) => s.service_name,
                onEdit: setEditing,
                onDelete: (s) => remove.mutateAsync({ id: s.id }),
              }),
            ]}
          />
        )}
      </Card>
      <ServiceFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
