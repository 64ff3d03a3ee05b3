import type { ConsoleNearExpiryRow } from '@shop/contracts/catalogue';
import { YUAN_SIGN } from '@shop/web-kit/money';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetNearExpiryPrice } from '../api/near-expiry';
import { MONEY_INPUT } from '../sku-edit';

/**
 * A row's zone price edited in place (ADR 0029): yuan, or empty to sell the zone's stock at the
 * normal price. A malformed amount is caught here; the server's refusal (a price above the SKU's)
 * shows under the input, and nothing changes.
 */
export function NearExpiryPriceCell({ row }: { row: ConsoleNearExpiryRow }) {
  const { t } = useTranslation('near-expiry');
  const { message } = App.useApp();
  const save = useSetNearExpiryPrice();
  const [value, setValue] = useState(row.near_expiry_price);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = value.trim();
  const changed = typed !== row.near_expiry_price;

  async function submit() {
    setProblem(null);
    if (typed !== '' && !MONEY_INPUT.test(typed)) {
      setProblem(t('price.malformed'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ sku_id: row.sku_id, near_expiry_price: typed });
      setValue(saved.near_expiry_price);
      void message.success(saved.near_expiry_price === '' ? t('price.cleared') : t('price.saved'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Flex vertical gap={4}>
      <Flex gap={4}>
        <Input
          aria-label={t('price.label', { name: row.goods_name })}
          prefix={YUAN_SIGN}
          placeholder={t('price.placeholder')}
          value={value}
          status={problem ? 'error' : undefined}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void submit()}
          style={{ width: 110 }}
        />
        <Button loading={save.isPending} disabled={!changed} onClick={() => void submit()}>
          {t('actions.save')}
        </Button>
      </Flex>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
