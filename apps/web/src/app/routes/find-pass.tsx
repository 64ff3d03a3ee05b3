import { useTranslation } from 'react-i18next';
import { ContentColumn } from '@/components/content-column';
import { FindPassSteps } from '@/features/auth/components/find-pass-steps';
import { palette } from '@/app/theme';

/** /find_pass: password recovery by SMS. */
export function FindPassPage() {
  const { t } = useTranslation();
  return (
    <ContentColumn style={{ padding: '24px 0 40px' }}>
      <div style={{ background: palette.white, padding: '40px 120px 60px', minHeight: 420 }}>
        <h2 style={{ textAlign: 'center', margin: '0 0 32px', fontWeight: 500 }}>
          {t('auth:findPass.heading')}
        </h2>
        <FindPassSteps />
      </div>
    </ContentColumn>
  );
}
