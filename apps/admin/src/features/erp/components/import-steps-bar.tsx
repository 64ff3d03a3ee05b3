import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import type { ImportStep } from '../import-steps';

/** The import's four steps, the current one marked. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const { t } = useTranslation('erp');
  return (
    <Steps
      current={current}
      style={{ marginBottom: space.lg }}
      items={(['upload', 'mapping', 'check', 'run'] as const).map((step) => ({
        title: t(`import.steps.${step}`),
      }))}
    />
  );
}
