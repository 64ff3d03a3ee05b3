import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFenxiaoList } from '../api/get-fenxiao-list';

/**
 * The registration's optional salesman choice (`fenxiao_id`, issue 16); hidden when the shop
 * has no salesmen.
 */
export function SalesmanField() {
  const { t } = useTranslation('salesman');
  const list = useFenxiaoList();
  if (!list.data?.length) return null;
  return (
    <Form.Item name="fenxiao_id" label={t('register.label')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('register.placeholder')}
        aria-label={t('register.label')}
        options={list.data.map((s) => ({ value: s.fenxiao_id, label: s.fenxiao_name }))}
      />
    </Form.Item>
  );
}
