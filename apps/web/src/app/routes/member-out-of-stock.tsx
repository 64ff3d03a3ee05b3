import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMemberInfo } from '@/features/auth/api/get-member-info';
import { OutOfStockForm } from '@/features/member/components/out-of-stock-form';
import { OutOfStockTable } from '@/features/member/components/out-of-stock-table';
import { contactOf } from '@/features/member/lib/out-of-stock';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/**
 * /member/out_of_stock (缺货登记, no login needed, spec §2): anyone registers demand for a missing
 * item; a member's contact is pre-filled and their registrations are listed below. `?keyword=`
 * (from a search that found nothing) pre-fills the goods name.
 */
export function MemberOutOfStockPage() {
  const { t } = useTranslation('out-of-stock');
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const isMember = hasSession();
  const { data: me } = useMemberInfo();
  const keyword = search.get('keyword')?.trim().slice(0, 120);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={t('title')}>
        <p style={{ margin: '0 0 16px', color: palette.textSecondary }}>{t('intro')}</p>
        <OutOfStockForm contact={contactOf(me)} goodsName={keyword} />
      </Card>
      <Card title={t('list.title')}>
        {isMember ? (
          <OutOfStockTable />
        ) : (
          <Alert
            type="info"
            showIcon
            title={
              <span>
                {t('list.visitorHint')}{' '}
                <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
                  {t('list.login')}
                </Link>
              </span>
            }
          />
        )}
      </Card>
    </div>
  );
}
