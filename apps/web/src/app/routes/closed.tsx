import { ApiCode } from '@shop/contracts/common';
import { ApiError } from '@shop/web-kit/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getSiteStatus } from '@/features/site/api/get-site-status';
import { palette } from '@/app/theme';

/**
 * The site-closed page. It shows the closed answer's message, which is the staff's notice when
 * they wrote one (issue 15), else the standard text. "Check again" returns to the home page once
 * the site is open.
 */
export function ClosedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const status = useQuery({
    queryKey: ['site', 'closed-notice'],
    queryFn: getSiteStatus,
    retry: false,
  });
  const notice =
    status.error instanceof ApiError && status.error.code === ApiCode.SITE_CLOSED
      ? status.error.message
      : '';
  const check = async () => {
    setChecking(true);
    try {
      await getSiteStatus();
      void navigate('/index', { replace: true });
    } catch {
      setChecking(false);
    }
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: palette.white,
      }}
    >
      <Result
        status="warning"
        title={t('common:closed.title')}
        subTitle={notice || t('common:closed.subtitle')}
        extra={
          <Button type="primary" loading={checking} onClick={() => void check()}>
            {t('common:closed.check')}
          </Button>
        }
      />
    </div>
  );
}
