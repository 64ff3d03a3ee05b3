import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useMySalesman } from '../../api/get-my-salesman';

/** The member's salesman, name and phone, on the member index (issue 16). */
export function MySalesmanLine() {
  const { t } = useTranslation('salesman');
  const mine = useMySalesman();
  if (!mine.data) return null;
  const salesman = mine.data.salesman;
  return (
    <div style={{ marginTop: 12, color: palette.textSecondary }}>
      <UserOutlined style={{ color: palette.brand, marginRight: 6 }} />
      {t('mine.label')}：
      {salesman ? (
        <>
          <span data-shop-data>{salesman.name}</span>
          {salesman.mobile && (
            <a
              href={`tel:${salesman.mobile}`}
              aria-label={t('mine.call', { mobile: salesman.mobile })}
              style={{ marginLeft: 8 }}
            >
              <PhoneOutlined /> {salesman.mobile}
            </a>
          )}
        </>
      ) : (
        t('mine.none')
      )}
    </div>
  );
}
