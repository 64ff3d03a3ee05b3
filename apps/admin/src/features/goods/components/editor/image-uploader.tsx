import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  goodsImageOfSize,
  goodsImageUploadEndpoint,
  GOODS_IMAGES_MAX,
} from '@shop/contracts/catalogue';
import { uploadWithProgress } from '@shop/web-kit/upload';
import { App, Button, Flex, Progress, Tag } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { palette, radius, space } from '@/app/theme';
import { moveItem } from '../../editor/move-item';

const MAX_MB = 5;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const SIZE = 104;

/**
 * The goods images (issue 25): uploads with progress (checked and re-encoded by the server),
 * reordered by dragging or with the arrow keys on a focused image; the first is the main image.
 */
export function ImageUploader({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const { t } = useTranslation('goods-editor');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const upload = async (files: FileList | null) => {
    const list = Array.from(files ?? []).slice(0, GOODS_IMAGES_MAX - value.length);
    let next = value;
    for (const file of list) {
      if (file.size > MAX_MB * 1024 * 1024) {
        void message.error(t('upload.too_large', { max: MAX_MB }));
        continue;
      }
      setProgress(0);
      try {
        const { path } = await uploadWithProgress(
          goodsImageUploadEndpoint.path,
          file,
          setProgress,
          goodsImageUploadEndpoint.data,
        );
        next = [...next, path];
        onChange?.(next);
      } catch (error) {
        void message.error(t('upload.failed', { message: (error as Error).message }));
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };
  const move = (from: number, to: number) => {
    if (to >= 0 && to < value.length) onChange?.(moveItem(value, from, to));
  };
  const onKey = (index: number) => (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') move(index, index - 1);
    else if (e.key === 'ArrowRight') move(index, index + 1);
    else if (e.key === 'Delete') onChange?.(value.filter((_, i) => i !== index));
    else return;
    e.preventDefault();
  };
  const onDrop = (index: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <Flex id={id} wrap gap="small">
      {value.map((path, index) => (
        <div
          key={path}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop(index)}
          style={{
            width: SIZE,
            border: `1px solid ${dragged === index ? palette.primary : palette.border}`,
            borderRadius: radius.md,
            padding: space.xs,
            cursor: 'grab',
            background: palette.white,
          }}
        >
          <button
            type="button"
            aria-label={t('upload.image_label', { index: index + 1 })}
            onKeyDown={onKey(index)}
            style={{
              padding: 0,
              border: 'none',
              background: 'none',
              cursor: 'grab',
              display: 'block',
            }}
          >
            <img
              src={goodsImageOfSize(path, 200)}
              alt=""
              width={SIZE - 10}
              height={SIZE - 10}
              style={{ objectFit: 'contain', display: 'block' }}
            />
          </button>
          <Flex justify="space-between" align="center">
            {index === 0 ? <Tag color="red">{t('upload.main')}</Tag> : <span />}
            <Flex>
              <Button
                type="text"
                size="small"
                icon={<LeftOutlined />}
                aria-label={t('upload.left')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                type="text"
                size="small"
                icon={<RightOutlined />}
                aria-label={t('upload.right')}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('upload.remove')}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              />
            </Flex>
          </Flex>
        </div>
      ))}
      {value.length < GOODS_IMAGES_MAX && (
        <Button
          style={{ width: SIZE, height: SIZE + 26 }}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {progress === null ? (
            <Flex vertical align="center" gap={4}>
              <PlusOutlined />
              {t('upload.add')}
            </Flex>
          ) : (
            <Progress type="circle" size={56} percent={progress} />
          )}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        style={{ display: 'none' }}
        onChange={(e) => void upload(e.target.files)}
      />
    </Flex>
  );
}
