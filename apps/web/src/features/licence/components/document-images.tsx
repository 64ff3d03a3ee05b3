import { ImageUploadWall } from '@shop/web-kit/upload';
import { uploadQualificationImage } from '@/lib/upload-qualification-image';

type Props = { max: number; value?: string[]; onChange?: (paths: string[]) => void };

/** A picture wall of one document's images, each upload with its progress (issue 16). */
export function DocumentImages({ max, onChange }: Props) {
  return <ImageUploadWall upload={uploadQualificationImage} max={max} onChange={onChange} />;
}
