import { LockOutlined } from '@ant-design/icons';
import { SALE_CONTROL_LIST_TYPES, type SaleControlListType } from '@shop/contracts/catalogue';
import { Breadcrumb, Button, Pagination, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useSaleControlList } from '../../api/get-sale-control-list';
import { SALE_CONTROL_PATHS, loginPathFor } from '../../lib/sale-control-paths';
import { GOODS_CARD_WIDTH } from '../goods-card';
import { SaleControlGoodsItem } from './sale-control-goods-item';

export const SALE_CONTROL_PAGE_SIZE = 20;

/** Five cards and four gaps fill the 1210 px column exactly. */
const gridStyle = {
  display: 'grid',
  gridTemplateColumns: `repeat(5, ${GOODS_CARD_WIDTH}px)`,
  gap: 15,
} as const;

const panel = { background: palette.white, padding: '48px 32px' } as const;

type SaleControlZoneProps = {
  type: SaleControlListType;
  /** Whether a login session exists; a visitor sees a login prompt and nothing is asked. */
  isMember: boolean;
  /** The member's buyer type (连锁药店, 诊所 ...), when known. */
  labelName?: string | undefined;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * /sacontrol (控销专区) and /cacontrelist (控销商品): tabs between the two lists, a line saying what
 * the list holds, and the controlled goods as cards with the rule's name and, for goods the member
 * may not buy, the reason.
 */
export function SaleControlZone({
  type,
  isMember,
  labelName,
  page,
  onPageChange,
}: SaleControlZoneProps) {
  const { t } = useTranslation('sale-control');
  const navigate = useNavigate();
  const key = type === SALE_CONTROL_LIST_TYPES.allowed ? 'allowed' : 'refused';
  return (
    <div>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[{ title: <Link to="/index">{t('home')}</Link> }, { title: t(`${key}.title`) }]}
      />
      <div style={{ background: palette.white, padding: '0 20px 14px', marginBottom: 16 }}>
        <Tabs
          activeKey={String(type)}
          onChange={(next) =>
            void navigate(SALE_CONTROL_PATHS[Number(next) as SaleControlListType])
          }
          items={[SALE_CONTROL_LIST_TYPES.allowed, SALE_CONTROL_LIST_TYPES.refused].map((k) => ({
            key: String(k),
            label: t(`${k === SALE_CONTROL_LIST_TYPES.allowed ? 'allowed' : 'refused'}.title`),
          }))}
          tabBarExtraContent={
            isMember && labelName ? (
              <span style={{ color: palette.textSecondary }}>
                {t('label', { label: labelName })}
              </span>
            ) : null
          }
          style={{ marginBottom: 0 }}
        />
        <p style={{ margin: 0, color: palette.textSecondary, fontSize: 13 }}>
          {t(`${key}.explain`)}
        </p>
      </div>
      {isMember ? (
        <SaleControlGoods type={type} page={page} onPageChange={onPageChange} />
      ) : (
        <LoginPrompt />
      )}
    </div>
  );
}

function LoginPrompt() {
  const { t } = useTranslation('sale-control');
  const { pathname, search } = useLocation();
  return (
    <Result
      icon={<LockOutlined style={{ color: palette.brand }} />}
      title={t('login.title')}
      subTitle={t('login.subtitle')}
      extra={[
        <Link key="login" to={loginPathFor(pathname + search)}>
          <Button type="primary">{t('login.login')}</Button>
        </Link>,
        <Link key="register" to="/register">
          <Button>{t('login.register')}</Button>
        </Link>,
      ]}
      style={panel}
    />
  );
}

function SaleControlGoods({
  type,
  page,
  onPageChange,
}: Pick<SaleControlZoneProps, 'type' | 'page' | 'onPageChange'>) {
  const { t } = useTranslation('sale-control');
  const query = useSaleControlList({ type, page, pageSize: SALE_CONTROL_PAGE_SIZE }, true);
  const key = type === SALE_CONTROL_LIST_TYPES.allowed ? 'allowed' : 'refused';
  return (
    <QueryState
      query={query}
      placeholder={
        <div style={gridStyle}>
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i} style={{ background: palette.white, padding: 12, height: 360 }}>
              <Skeleton.Node active style={{ width: 206, height: 206 }} />
              <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ marginTop: 12 }} />
            </div>
          ))}
        </div>
      }
      errorTitle={t('loadFailed')}
      empty={page > 1 ? t('pageEmpty') : t(`${key}.empty`)}
      emptyExtra={
        page > 1 ? (
          <Button type="primary" onClick={() => onPageChange(1)}>
            {t('firstPage')}
          </Button>
        ) : (
          <Link to="/list">
            <Button type="primary">{t('browseAll')}</Button>
          </Link>
        )
      }
      style={panel}
    >
      {(data) => (
        <div>
          <div style={{ marginBottom: 12, color: palette.textSecondary }} aria-live="polite">
            {t('count', { count: data.count })}
          </div>
          <div role="list" aria-label={t(`${key}.title`)} style={gridStyle}>
            {data.list.map((item) => (
              <div role="listitem" key={item.sku_id}>
                <SaleControlGoodsItem goods={item} />
              </div>
            ))}
          </div>
          {data.page_count > 1 && (
            <Pagination
              style={{ marginTop: 24, justifyContent: 'center' }}
              current={page}
              pageSize={SALE_CONTROL_PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              showQuickJumper
              onChange={(next) => {
                onPageChange(next);
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
