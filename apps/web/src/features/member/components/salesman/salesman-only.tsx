import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMySalesman } from '../../api/get-my-salesman';

/**
 * A salesman page's content (spec §6, issue 16), or, for a member who is not a salesman (an old
 * link, a typed address), why not and the way back: the menu shows these pages to salesmen only.
 */
export function SalesmanOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('salesman');
  const mine = useMySalesman();
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.data && !mine.data.is_salesman)
    return (
      <Result
        status="403"
        title={t('only.title')}
        subTitle={t('only.text')}
        extra={
          <Link to="/member/index">
            <Button type="primary" danger>
              {t('only.back')}
            </Button>
          </Link>
        }
      />
    );
  return children;
}
