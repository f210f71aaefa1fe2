import { MAX_IMAGE_SIDE, isUploadImageType } from '#shared/uploads.ts';

/** JPEG quality of a shrunk photo: no visible loss on an NID or a face, a fraction of the bytes. */
export const SHRINK_QUALITY = 0.85;
/**
 * An image already within MAX_IMAGE_SIDE is still re-encoded when its file is bigger than this:
 * a 1600 × 1200 PNG of 4 MB takes long on a slow mobile connection and is ~300 KB as a JPEG.
 */
export const SHRINK_ABOVE_BYTES = 2 * 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image at before sending it, or null to send the file as it is: the longest
 * side at most `maxSide` (the server would shrink it to that anyway), the aspect kept; an image
 * that is small in pixels and in bytes is left alone, so it is not re-encoded for nothing.
 */
export function shrinkTarget(image: Size, bytes: number, maxSide = MAX_IMAGE_SIDE): Size | null {
  const { width, height } = image;
  if (!(width > 0 && height > 0)) return null;
  const longest = Math.max(width, height);
  if (longest <= maxSide && bytes <= SHRINK_ABOVE_BYTES) return null;
  const scale = Math.min(1, maxSide / longest);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `IMG_2041.PNG` → `IMG_2041.jpg`: the name says what the bytes now are. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Decodes with the EXIF rotation applied, so a phone photo taken upright stays upright once its
 * EXIF is gone. A browser that does not know the option throws a TypeError: decode without it.
 */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return createImageBitmap(file);
  }
}

function drawJpeg(bitmap: ImageBitmap, size: Size): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a transparent PNG's clear parts become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY));
}

/**
 * The file to upload for an image the person chose: a phone camera's 4000 × 3000 photo of 7-12 MB
 * becomes a JPEG of at most 2000 px on its longest side (a few hundred KB), so it goes through on
 * a slow connection and within the server's limit. Anything that is not a JPEG, PNG or WebP (an
 * NID as a PDF) is sent as it is. If the browser cannot decode, draw or encode it (no
 * createImageBitmap, no canvas, too little memory), or the result is not smaller, the original is
 * sent: the server takes up to MAX_UPLOAD_BYTES and shrinks it itself.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!isUploadImageType(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await decode(file);
    const target = shrinkTarget(bitmap, file.size);
    if (!target) return file;
    const blob = await drawJpeg(bitmap, target);
    if (!blob || blob.type !== 'image/jpeg' || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
