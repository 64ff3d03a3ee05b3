import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { HOT_SEARCH_WORDS_MAX } from '@shop/contracts/catalogue';
import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import type { HotWordRow } from '../search-words-values';

const EMPTY_ROW: HotWordRow = { word: '', word_en: '' };

/**
 * The hot words under the storefront's search box (issue 27, content), in their order: each a
 * Chinese word (what it searches) and an optional English label; added, removed and moved up or
 * down. No more than the storefront shows can be added, and a longer list is refused.
 */
export function HotWordsList() {
  const { t } = useTranslation('content');
  return (
    <Form.List
      name="hot_words"
      rules={[
        {
          validator: (_, rows: unknown[] | undefined) =>
            (rows?.length ?? 0) <= HOT_SEARCH_WORDS_MAX
              ? Promise.resolve()
              : Promise.reject(new Error(t('hot.too_many', { max: HOT_SEARCH_WORDS_MAX }))),
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => {
        const full = fields.length >= HOT_SEARCH_WORDS_MAX;
        return (
          <>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hot.empty')} />
            )}
            {fields.map((field, index) => {
              const n = index + 1;
              return (
                <Flex key={field.key} gap="small" align="baseline" wrap>
                  <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right' }}>
                    {n}
                  </Typography.Text>
                  <Form.Item
                    name={[field.name, 'word']}
                    rules={[
                      { required: true, whitespace: true, message: t('hot.word_required') },
                      {
                        max: SEARCH_KEYWORD_MAX,
                        message: t('hot.too_long', { max: SEARCH_KEYWORD_MAX }),
                      },
                    ]}
                  >
                    <Input
                      maxLength={SEARCH_KEYWORD_MAX}
                      placeholder={t('hot.word')}
                      aria-label={t('hot.word_of', { n })}
                      style={{ width: 220 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'word_en']}
                    rules={[
                      {
                        max: SEARCH_KEYWORD_MAX,
                        message: t('hot.too_long', { max: SEARCH_KEYWORD_MAX }),
                      },
                    ]}
                  >
                    <Input
                      maxLength={SEARCH_KEYWORD_MAX}
                      placeholder={t('hot.word_en')}
                      aria-label={t('hot.word_en_of', { n })}
                      style={{ width: 260 }}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('hot.move_up', { n })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('hot.move_down', { n })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('hot.remove', { n })}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Flex gap="small" align="center" wrap style={{ marginTop: space.sm }}>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={full}
                onClick={() => add({ ...EMPTY_ROW })}
              >
                {t('hot.add')}
              </Button>
              <Typography.Text type={full ? 'warning' : 'secondary'}>
                {full
                  ? t('hot.full', { max: HOT_SEARCH_WORDS_MAX })
                  : t('hot.count', { n: fields.length, max: HOT_SEARCH_WORDS_MAX })}
              </Typography.Text>
            </Flex>
          </>
        );
      }}
    </Form.List>
  );
}
