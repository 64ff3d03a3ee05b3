import { BatchNoSchema } from '@shop/contracts/order';
import { DatePicker, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';

/**
 * One form item of a batch (issue 17), held in the form as a string. `required`: a medicine's
 * line must have it (asked when validating, as it may depend on other fields); `inTable`: in a
 * table row, where the column says what it is, the label is for screen readers only.
 */
type ItemProps = {
  name: (string | number)[];
  goodsName: string;
  required: () => boolean;
  inTable?: boolean;
  dependencies?: (string | number)[][];
};

function useBatchRules(required: () => boolean) {
  const { t } = useTranslation('order');
  return (key: 'batch_no_required' | 'expiry_date_required'): Rule => ({
    validator: (_, value: string | undefined) =>
      required() && !value?.trim()
        ? Promise.reject(new Error(t(`batch.${key}`)))
        : Promise.resolve(),
  });
}

/** 批号: letters and digits, then also `-`, `/` or `.`, as printed on the box. */
export function BatchNoItem({ name, goodsName, required, inTable, dependencies }: ItemProps) {
  const { t } = useTranslation('order');
  const requiredRule = useBatchRules(required);
  return (
    <Form.Item
      name={[...name, 'batch_no']}
      label={inTable ? undefined : t('batch.batch_no')}
      style={inTable ? { marginBottom: 0 } : undefined}
      dependencies={dependencies}
      rules={[
        requiredRule('batch_no_required'),
        {
          validator: (_, value: string | undefined) =>
            !value?.trim() || BatchNoSchema.safeParse(value).success
              ? Promise.resolve()
              : Promise.reject(new Error(t('batch.batch_no_rule'))),
        },
      ]}
    >
      <Input
        maxLength={40}
        placeholder={t('batch.batch_no_placeholder')}
        aria-label={t('batch.batch_no_of', { name: goodsName })}
      />
    </Form.Item>
  );
}

/** 有效期至 (`YYYY-MM-DD`): no day before `from` (the day the package leaves) is offered. */
export function ExpiryDateItem({
  name,
  goodsName,
  required,
  inTable,
  dependencies,
  from,
}: ItemProps & { from: string }) {
  const { t } = useTranslation('order');
  const requiredRule = useBatchRules(required);
  return (
    <Form.Item
      name={[...name, 'expiry_date']}
      label={inTable ? undefined : t('batch.expiry_date')}
      style={inTable ? { marginBottom: 0 } : undefined}
      dependencies={dependencies}
      rules={[requiredRule('expiry_date_required')]}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value, DAY) : null })}
      normalize={(value: dayjs.Dayjs | null) => value?.format(DAY) ?? ''}
    >
      <DatePicker
        format={DAY}
        style={{ width: '100%' }}
        placeholder={t('batch.expiry_date_placeholder')}
        disabledDate={(day) => day.format(DAY) < from}
        aria-label={t('batch.expiry_date_of', { name: goodsName })}
      />
    </Form.Item>
  );
}
