import {
  BoldOutlined,
  FileImageOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { goodsImageUploadEndpoint } from '@shop/contracts/catalogue';
import { uploadWithProgress } from '@shop/web-kit/upload';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Flex, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette, radius, space } from '@/app/theme';

/**
 * The goods description in rich text (issue 25), with tiptap (MIT, no install scripts), loaded
 * only by the editor page. What it writes is HTML; the server sanitises it before storing, so the
 * editor need not be trusted. Images go through the same checked upload as the goods images.
 */
export default function RichTextEditor({
  id,
  value = '',
  onChange,
  insertHtml,
}: {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** HTML to append when it changes (the package insert's headings). */
  insertHtml?: { html: string; at: number };
}) {
  const { t } = useTranslation('goods-editor');
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] } }), Image],
    content: value,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        id: id ?? '',
        'aria-label': t('fields.goods_content'),
        class: 'goods-rich-text',
      },
    },
  });
  useEffect(() => {
    if (editor && insertHtml) editor.chain().focus('end').insertContent(insertHtml.html).run();
    // Only a new request appends: `at` changes with each click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [insertHtml?.at]);

  const addImage = async (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked || !editor) return;
    try {
      const { path } = await uploadWithProgress(
        goodsImageUploadEndpoint.path,
        picked,
        () => undefined,
        goodsImageUploadEndpoint.data,
      );
      editor.chain().focus().setImage({ src: path }).run();
    } catch (error) {
      void message.error(t('upload.failed', { message: (error as Error).message }));
    }
  };
  const tool = (label: string, icon: ReactNode, run: () => void, active = false) => (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div style={{ border: `1px solid ${palette.border}`, borderRadius: radius.md }}>
      {editor && (
        <Flex
          gap={space.xs}
          wrap
          style={{ padding: space.xs, borderBottom: `1px solid ${palette.border}` }}
          role="toolbar"
        >
          {tool(
            t('rich.bold'),
            <BoldOutlined />,
            () => chain().toggleBold().run(),
            editor.isActive('bold'),
          )}
          {tool(
            t('rich.italic'),
            <ItalicOutlined />,
            () => chain().toggleItalic().run(),
            editor.isActive('italic'),
          )}
          <Button
            type={editor.isActive('heading', { level: 3 }) ? 'primary' : 'text'}
            size="small"
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            {t('rich.h3')}
          </Button>
          {tool(
            t('rich.bullet'),
            <UnorderedListOutlined />,
            () => chain().toggleBulletList().run(),
            editor.isActive('bulletList'),
          )}
          {tool(
            t('rich.ordered'),
            <OrderedListOutlined />,
            () => chain().toggleOrderedList().run(),
            editor.isActive('orderedList'),
          )}
          <Tooltip title={t('rich.image')}>
            <Button
              type="text"
              size="small"
              icon={<FileImageOutlined />}
              aria-label={t('rich.image')}
              onClick={() => file.current?.click()}
            />
          </Tooltip>
          {tool(t('rich.undo'), <UndoOutlined />, () => chain().undo().run())}
          {tool(t('rich.redo'), <RedoOutlined />, () => chain().redo().run())}
        </Flex>
      )}
      <EditorContent
        editor={editor}
        style={{ minHeight: 220, padding: `${space.sm}px ${space.md}px` }}
      />
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={(e) => void addImage(e.target.files)}
      />
    </div>
  );
}
