import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { QueryState } from '@/components/query-state';
import {
  useMemberQualification,
  useQualificationConfig,
} from '@/features/licence/api/get-member-qualification';
import { LicenceTable } from '@/features/licence/components/licence-table';

/** /member/qualification 资质管理 (issue 16): each document's state; upload or renew one. */
export function MemberQualificationPage() {
  const { t } = useTranslation('licence');
  const mine = useMemberQualification();
  const config = useQualificationConfig();
  const gate = mine.data?.gate;
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 18 }}>{t('titles.qualification')}</h2>
      {gate && gate !== 'off' && (
        <Alert
          type={gate === 'ok' ? 'success' : gate === 'expired' ? 'error' : 'warning'}
          showIcon
          title={t(`gate.${gate}`)}
          style={{ marginBottom: 16 }}
        />
      )}
      <QueryState query={mine} rows={6}>
        {(data) => (config.data ? <LicenceTable types={data.types} config={config.data} /> : null)}
      </QueryState>
    </div>
  );
}
