import { ImageUploadWall } from '@/components/image-upload-wall';
import { uploadQualificationImage } from '@/features/auth/api/upload-qualification-image';

type Props = { max: number; value?: string[]; onChange?: (paths: string[]) => void };

/** A picture wall of one document's images, each upload with its progress (issue 16). */
export function DocumentImages({ max, onChange }: Props) {
  return <ImageUploadWall upload={uploadQualificationImage} max={max} onChange={onChange} />;
}
