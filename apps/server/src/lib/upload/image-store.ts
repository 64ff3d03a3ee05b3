import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** Why an upload was refused: not one of the accepted image types, or not decodable as one. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: 'type' | 'decode') {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => buf[offset + i] === b);

/** The image type by its leading bytes (never by the name or Content-Type a client sent). */
export function detectImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    buf
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Month folder in the shop's time zone (Asia/Shanghai, UTC+8). */
const monthFolder = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7).replace('-', '');

const KIND_PATTERN = /^[a-z]{1,20}$/;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image (JPEG, or PNG when it has transparency) within `maxSide` pixels,
 * dropping everything but the pixels. Throws ImageRejectedError for anything else.
 */
export async function reencodeImage(
  buf: Buffer,
  maxSide: number,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' }> {
  if (!detectImageType(buf)) throw new ImageRejectedError('type');
  try {
    const image = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    return hasAlpha
      ? { data: await image.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' }
      : {
          data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer(),
          ext: 'jpg',
        };
  } catch {
    throw new ImageRejectedError('decode');
  }
}

/**
 * Writes `data` under `<root>/<kind>/<yyyymm>/<random>.<ext>` (never a name a client chose) and
 * answers `<kind>/<yyyymm>/<name>`.
 */
export async function writeRandomFile(
  root: string,
  kind: string,
  data: Buffer,
  ext: string,
  now = new Date(),
): Promise<string> {
  if (!KIND_PATTERN.test(kind)) throw new Error(`bad upload kind ${kind}`);
  const month = monthFolder(now);
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const dir = path.join(root, kind, month);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
  return `${kind}/${month}/${name}`;
}

/**
 * Re-encodes an uploaded image (`reencodeImage`) and stores it under
 * `<uploadDir>/<kind>/<yyyymm>/<random>.<ext>`. Returns the public path
 * `/upload/<kind>/<yyyymm>/<name>`.
 */
export async function storeImage(
  buf: Buffer,
  options: { uploadDir: string; kind: string; maxSide: number; now?: Date },
): Promise<string> {
  if (!KIND_PATTERN.test(options.kind)) throw new Error(`bad upload kind ${options.kind}`);
  const output = await reencodeImage(buf, options.maxSide);
  return `/upload/${await writeRandomFile(options.uploadDir, options.kind, output.data, output.ext, options.now)}`;
}

/**
 * Re-encodes an uploaded image into several sizes under one random name (issue 25: the goods
 * pages' sizes): the largest as `<name>.<ext>`, each smaller one as `<name>_<side>.<ext>`.
 * Returns the public path of the largest, `/upload/<kind>/<yyyymm>/<name>.<ext>`.
 */
export async function storeImageSizes(
  buf: Buffer,
  options: { uploadDir: string; kind: string; sides: readonly [number, ...number[]] },
): Promise<string> {
  if (!KIND_PATTERN.test(options.kind)) throw new Error(`bad upload kind ${options.kind}`);
  const [largest, ...smaller] = options.sides;
  const main = await reencodeImage(buf, largest);
  const key = await writeRandomFile(options.uploadDir, options.kind, main.data, main.ext);
  const stem = key.slice(0, -`.${main.ext}`.length);
  for (const side of smaller) {
    const sized = await reencodeImage(buf, side);
    // The same pixels decide JPEG or PNG at every size, so one extension serves them all.
    await fs.writeFile(path.join(options.uploadDir, `${stem}_${side}.${main.ext}`), sized.data, {
      flag: 'wx',
    });
  }
  return `/upload/${key}`;
}

/**
 * Whether `publicPath` is an image this server stored for `kind` and it still exists. The file
 * is looked up from the pattern's captured parts only, so a crafted path cannot leave the folder.
 */
export async function isStoredImage(
  uploadDir: string,
  kind: string,
  publicPath: string,
): Promise<boolean> {
  if (!KIND_PATTERN.test(kind)) return false;
  const match = new RegExp(`^/upload/${kind}/(\\d{6})/([0-9a-f]{32}\\.(?:jpg|png))$`).exec(
    publicPath,
  );
  if (!match?.[1] || !match[2]) return false;
  try {
    return (await fs.stat(path.join(uploadDir, kind, match[1], match[2]))).isFile();
  } catch {
    return false;
  }
}
