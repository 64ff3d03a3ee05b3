import {
  spacedVerifyCode,
  VERIFY_TYPES,
  type VerifyRecord,
  type VerifyType,
} from '@shop/contracts/verify';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Button, Segmented, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { useVerifyRecords, VERIFY_PAGE_SIZE } from '../api/get-verify-records';
import { verifyDetailPath, VERIFY_DESK_PATH } from '../lib/verify-paths';

type Props = {
  page: number;
  type: VerifyType | undefined;
  onChange: (page: number, type: VerifyType | undefined) => void;
};

/** 核销记录 (issue 17): the codes the member verified, newest first, paged, by kind. */
export function VerifyRecordsPanel({ page, type, onChange }: Props) {
  const { t } = useTranslation('verify');
  const query = useVerifyRecords(page, type);

  const columns: ColumnsType<VerifyRecord> = [
    {
      title: t('list.columns.time'),
      dataIndex: 'verify_time',
      width: 150,
      render: (ms: number) => shopDateTime(ms),
    },
    {
      title: t('list.columns.code'),
      dataIndex: 'verify_code',
      width: 110,
      render: (code: string) => spacedVerifyCode(code),
    },
    {
      title: t('list.columns.type'),
      key: 'type',
      width: 110,
      render: (_, r) => (
        <Tag color={r.verify_type === 'virtual' ? 'purple' : 'blue'}>{r.verify_type_name}</Tag>
      ),
    },
    { title: t('list.columns.orderNo'), dataIndex: 'order_no', width: 190 },
    {
      title: t('list.columns.goods'),
      key: 'goods',
      render: (_, r) => (
        <>
          {r.items[0]?.sku_name ?? ''}
          {r.items.length > 1 && t('list.moreGoods', { count: r.items.length })}
          <div style={{ fontSize: 12 }}>{t('items.total', { count: r.goods_num })}</div>
        </>
      ),
    },
    { title: t('list.columns.store'), dataIndex: 'store_name', width: 150 },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 70,
      render: (_, r) => <Link to={verifyDetailPath(r.verify_id)}>{t('list.detail')}</Link>,
    },
  ];

  return (
    <PanelFrame
      title={t('titles.list')}
      extra={
        <Link to={VERIFY_DESK_PATH}>
          <Button type="primary">{t('list.toDesk')}</Button>
        </Link>
      }
    >
      <Segmented<string>
        value={type ?? 'all'}
        options={[
          { value: 'all', label: t('list.all') },
          ...VERIFY_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
        ]}
        onChange={(v) =>
          onChange(
            1,
            VERIFY_TYPES.find((x) => x === v),
          )
        }
        style={{ marginBottom: 16 }}
      />
      <QueryState
        query={query}
        rows={VERIFY_PAGE_SIZE}
        empty={t('list.empty')}
        errorTitle={t('list.loadFailed')}
      >
        {(data) => (
          <Table<VerifyRecord>
            rowKey="verify_id"
            size="middle"
            loading={query.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: VERIFY_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => onChange(p, type),
            }}
          />
        )}
      </QueryState>
    </PanelFrame>
  );
}
