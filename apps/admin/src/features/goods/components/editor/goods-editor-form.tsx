import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { GoodsEditorOptions } from '@shop/contracts/catalogue';
import { Anchor, App, Button, Col, Flex, Form, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { space } from '@/app/theme';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@shop/web-kit/api';
import { useAddGoods, useEditGoods } from '../../api/goods-editor-api';
import { bodyOf, namePathOf, type EditorValues } from '../../editor/editor-values';
import { skuGrid } from '../../editor/sku-grid';
import { BasicSection } from './basic-section';
import { MediaSection } from './media-section';
import { PharmaSection } from './pharma-section';
import { PreviewButton } from './preview-button';
import { SellingSection } from './selling-section';
import { SkuSection } from './sku-section';
import { useUnsavedWarning } from './use-unsaved-warning';

const SECTIONS = ['basic', 'pharma', 'skus', 'media', 'selling'] as const;

/**
 * The goods editor's form (issue 25): every section of a goods, saved at once (one transaction on
 * the server). Problems show beside their fields (the server's refusal lands on the field it
 * names), unsaved changes are guarded, Ctrl+S saves.
 */
export function GoodsEditorForm({
  title,
  initial,
  options,
  platform,
  goodsId,
  copyOf,
}: {
  title: string;
  initial: EditorValues;
  options: GoodsEditorOptions;
  platform: boolean;
  goodsId: number | undefined;
  copyOf: number | undefined;
}) {
  const { t } = useTranslation('goods-editor');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddGoods();
  const edit = useEditGoods();
  const [form] = Form.useForm<EditorValues>();
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  useUnsavedWarning(dirty);
  // A new goods, once saved (and the form clean), opens as an edit.
  useEffect(() => {
    if (created !== null) void navigate(`/goods/${created}/edit`, { replace: true });
  }, [created, navigate]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      void message.error(t('fix_fields'));
      return;
    }
    // Every value the form holds, also those without an input (SKU ids, axis values).
    const body = bodyOf(form.getFieldsValue(true) as EditorValues);
    try {
      const saved = goodsId
        ? await edit.mutateAsync({ ...body, goods_id: goodsId })
        : await add.mutateAsync({ ...body, ...(copyOf ? { copy_of: copyOf } : {}) });
      setDirty(false);
      void message.success(t('saved'));
      if (!goodsId) setCreated(saved.goods_id);
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { field?: string } | null) : null;
      if (data?.field) {
        const name = namePathOf(data.field);
        form.setFields([{ name: name as never, errors: [(error as Error).message] }]);
        form.scrollToField(name, { block: 'center' });
      }
      void message.error((error as Error).message);
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <PageHeader
        title={title}
        subTitle={t('subtitle')}
        extra={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/goods')}>
              {t('actions.back')}
            </Button>
            <PreviewButton goodsId={goodsId} />
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={add.isPending || edit.isPending}
              onClick={() => void save()}
            >
              {t('actions.save')}
            </Button>
          </>
        }
      />
      <Row gutter={space.md} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Form<EditorValues>
            form={form}
            layout="vertical"
            initialValues={initial}
            scrollToFirstError
            onValuesChange={(changed: Partial<EditorValues>, all: EditorValues) => {
              setDirty(true);
              if ('spec_format' in changed)
                form.setFieldValue(
                  'skus',
                  skuGrid(
                    all.spec_format ?? [],
                    form.getFieldValue('skus') as EditorValues['skus'],
                  ),
                );
            }}
          >
            <Flex vertical gap={space.md}>
              <BasicSection options={options} platform={platform} isNew={!goodsId} />
              <PharmaSection />
              <SkuSection options={options} />
              <MediaSection />
              <SellingSection options={options} />
            </Flex>
          </Form>
        </Col>
        <Col flex="140px">
          <Anchor
            offsetTop={80}
            items={SECTIONS.map((key) => ({
              key,
              href: `#section-${key}`,
              title: t(`sections.${key}`),
            }))}
          />
        </Col>
      </Row>
    </>
  );
}
