import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest side kept: enough for a sharp NID photo or a course picture, small for phones. */
export const MAX_IMAGE_SIDE = 2000;
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

export interface ProcessedImage {
  data: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
  sha256: string;
}

/**
 * Trusts the bytes, not the name or the declared type: only real JPEG, PNG and WebP pass. The
 * image is decoded and re-encoded, which drops every metadata block (EXIF, GPS, comments) and
 * anything smuggled after the image data, applies the EXIF rotation, and bounds the size.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  const ext = type ? ACCEPTED.get(type.mime) : undefined;
  if (!type || !ext) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images are accepted.');
  }
  try {
    const pipeline = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      ext === 'jpg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : ext === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: type.mime,
      ext,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Please choose another file.');
  }
}
