import { DEFAULT_SEARCH_WORD_MAX } from '@shop/contracts/catalogue';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSaveSearchWords } from '../api/search-words-console';
import { searchWordsBody, type SearchWordsValues } from '../search-words-values';
import { HotWordsList } from './hot-words-list';

/**
 * The storefront's search words (issue 27, content): the search box's placeholder in Chinese and
 * English, and the hot words under it. One form saved whole; a refusal of the server's is shown
 * above it as it says it.
 */
export function SearchWordsForm({ initial }: { initial: SearchWordsValues }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const [form] = Form.useForm<SearchWordsValues>();
  const save = useSaveSearchWords();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: SearchWordsValues) {
    setRefusal(null);
    try {
      await save.mutateAsync(searchWordsBody(values));
      void message.success(t('saved'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  const placeholder = (name: 'default_word' | 'default_word_en') => (
    <Form.Item
      name={name}
      label={t(`placeholder.${name}`)}
      extra={t(`placeholder.${name}_hint`)}
      rules={[
        {
          max: DEFAULT_SEARCH_WORD_MAX,
          message: t('placeholder.too_long', { max: DEFAULT_SEARCH_WORD_MAX }),
        },
      ]}
    >
      <Input maxLength={DEFAULT_SEARCH_WORD_MAX} showCount style={{ maxWidth: 480 }} />
    </Form.Item>
  );

  return (
    <Form<SearchWordsValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => void message.error(t('fix_problems'))}
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Card title={t('placeholder.title')} style={{ marginBottom: space.md }}>
        {placeholder('default_word')}
        {placeholder('default_word_en')}
      </Card>
      <Card title={t('hot.title')} style={{ marginBottom: space.md }}>
        <Alert type="info" showIcon title={t('hot.hint')} style={{ marginBottom: space.md }} />
        <HotWordsList />
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
