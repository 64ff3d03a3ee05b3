export { ImageUploadWall, type ImageUploader } from './image-upload-wall';
export {
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_MB,
  uploadImage,
  uploadWithProgress,
} from './upload-image';
