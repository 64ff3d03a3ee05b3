import { NEAR_EXPIRY_MONTHS_MAX } from '@shop/contracts/catalogue';
import { Alert, App, Button, Card, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useNearExpiryConfig, useSetNearExpiryConfig } from '../api/near-expiry';

/**
 * The zone's window (ADR 0029): goods' batches expiring within this many months are sold apart
 * in the near-expiry zone; 0 turns the zone off. A refusal shows the server's message.
 */
export function NearExpiryWindowCard() {
  const { t } = useTranslation('near-expiry');
  const { message } = App.useApp();
  const config = useNearExpiryConfig();
  const save = useSetNearExpiryConfig();
  const [typed, setTyped] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const months = typed ?? config.data?.months ?? null;

  async function submit() {
    if (months === null) return;
    setRefusal(null);
    try {
      const saved = await save.mutateAsync({ months });
      setTyped(null);
      void message.success(saved.months === 0 ? t('window.savedOff') : t('window.saved'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Card title={t('window.title')} style={{ marginBottom: space.md }}>
      {config.isError && <Alert type="error" showIcon title={config.error.message} />}
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        config.data && (
          <Flex gap="middle" align="center" wrap>
            <span>{t('window.label')}</span>
            <InputNumber
              aria-label={t('window.label')}
              min={0}
              max={NEAR_EXPIRY_MONTHS_MAX}
              precision={0}
              value={months}
              onChange={(value) => setTyped(value)}
              suffix={t('window.months')}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              loading={save.isPending}
              disabled={months === null || months === config.data.months}
              onClick={() => void submit()}
            >
              {t('actions.save')}
            </Button>
            <Typography.Text type="secondary">
              {months === 0 ? t('window.off') : t('window.hint', { max: NEAR_EXPIRY_MONTHS_MAX })}
            </Typography.Text>
          </Flex>
        )
      )}
    </Card>
  );
}
