import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '#server/lib/errors.ts';
import { Semaphore } from '#server/lib/semaphore.ts';
import { MAX_IMAGE_SIDE, UPLOAD_IMAGE_TYPES } from '#shared/uploads.ts';

/**
 * Decoding needs about 3-4 bytes per pixel whatever the file size: a 5 MB file can hold a 49
 * megapixel image that takes ~200 MB to decode, and a 15 MB upload no more than that. 25
 * megapixels covers any phone camera (6000 x 4000 is 24 MP) and bounds one decode to ~100 MB, so
 * raising the byte limit (MAX_UPLOAD_BYTES) does not raise what a decode costs.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Images decoded at once, per process. Each decode is multi-threaded inside libvips already, so
 * more in parallel only adds memory, not speed; the rest wait their turn (their upload is already
 * bounded to MAX_UPLOAD_BYTES).
 */
export const imageDecodes = new Semaphore(2);
const ACCEPTED = new Map<string, string>(Object.entries(UPLOAD_IMAGE_TYPES));

/** What is stored for an upload: the bytes, their type and extension, the size in pixels (an image's). */
export interface ProcessedUpload {
  data: Buffer;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  sha256: string;
}

export const isAcceptedImageType = (mime: string | undefined): boolean => !!mime && ACCEPTED.has(mime);

/**
 * `mime` is what the bytes say (file-type), never the name or the declared type: only real JPEG,
 * PNG and WebP get here. The image is decoded and re-encoded, which drops every metadata block
 * (EXIF, GPS, comments) and anything smuggled after the image data, applies the EXIF rotation,
 * and bounds the size.
 */
export async function processImage(input: Buffer, mime: string): Promise<ProcessedUpload> {
  const ext = ACCEPTED.get(mime);
  if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  // The header alone tells the size: refuse a too-large image before decoding any of it.
  const header = await sharp(input)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new AppError('IMAGE_TOO_LARGE', undefined, undefined, {
      width: header.width,
      height: header.height,
      maxMegapixels: MAX_INPUT_PIXELS / 1_000_000,
    });
  }
  return imageDecodes.run(() => reencode(input, mime, ext));
}

async function reencode(input: Buffer, mime: string, ext: string): Promise<ProcessedUpload> {
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
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
      mime,
      ext,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}
