import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/uploads.ts';
import { imageFileProblem } from './image-file';
import { SHRINK_ABOVE_BYTES, jpegName, shrinkImage, shrinkTarget } from './shrink-image';
import { uploadImage } from './upload';

// The DOM these tests run in has no canvas and cannot decode a picture, like an old phone's
// browser: what is checked here is what is decided and what is sent when shrinking cannot happen.
// The real shrinking (a 4000 × 3000 photo leaving as a 2000 px JPEG) is checked in Chromium by the
// end-to-end test e2e/photos-and-pdfs.spec.ts.

const MB = 1024 * 1024;
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shrinkTarget: the size an image is drawn at before upload', () => {
  it('brings a phone photo down to 2000 px on its longest side, keeping its shape', () => {
    expect(shrinkTarget({ width: 4000, height: 3000 }, 8 * MB)).toEqual({ width: 2000, height: 1500 });
    expect(shrinkTarget({ width: 3024, height: 4032 }, 3 * MB)).toEqual({ width: 1500, height: 2000 });
    // Even when its file is small (a screenshot).
    expect(shrinkTarget({ width: 1170, height: 2532 }, 400_000)).toEqual({ width: 924, height: 2000 });
  });

  it('leaves an image alone that is small in pixels and in bytes', () => {
    expect(shrinkTarget({ width: 1600, height: 1200 }, 500_000)).toBeNull();
    expect(shrinkTarget({ width: 2000, height: 2000 }, SHRINK_ABOVE_BYTES)).toBeNull();
  });

  it('re-encodes a heavy file at its own size when its pixels are already few enough', () => {
    expect(shrinkTarget({ width: 1600, height: 1200 }, SHRINK_ABOVE_BYTES + 1)).toEqual({ width: 1600, height: 1200 });
  });

  it('never makes a side 0, and gives up on an image without a size', () => {
    expect(shrinkTarget({ width: 12_000, height: 5 }, MB)).toEqual({ width: 2000, height: 1 });
    expect(shrinkTarget({ width: 0, height: 0 }, MB)).toBeNull();
  });

  it('names the shrunk file for what it now is, a JPEG', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('nid.scan.webp')).toBe('nid.scan.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('shrinkImage: what leaves the browser', () => {
  it('sends a PDF as it is, without trying to decode it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const pdf = file('nid.pdf', 'application/pdf', 3 * MB);
    expect(await shrinkImage(pdf)).toBe(pdf);
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends the original when the browser cannot decode the picture', async () => {
    // This DOM's createImageBitmap refuses a Blob, as an old browser's does.
    const photo = file('photo.jpg', 'image/jpeg', 9 * MB);
    expect(await shrinkImage(photo)).toBe(photo);
    // A browser without createImageBitmap at all.
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await shrinkImage(photo)).toBe(photo);
    // A file that is not a picture after all.
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('broken', 'InvalidStateError')));
    expect(await shrinkImage(photo)).toBe(photo);
  });

  it('asks for the EXIF rotation, and decodes without the option where a browser does not know it', async () => {
    const close = vi.fn();
    const decode = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("The provided value 'from-image' is not a valid enum value"))
      .mockResolvedValueOnce({ width: 4000, height: 3000, close });
    vi.stubGlobal('createImageBitmap', decode);
    const photo = file('photo.jpg', 'image/jpeg', 9 * MB);
    // This DOM has no 2d canvas: the decoded picture cannot be drawn, so the original goes.
    expect(await shrinkImage(photo)).toBe(photo);
    expect(decode.mock.calls).toEqual([[photo, { imageOrientation: 'from-image' }], [photo]]);
    expect(close).toHaveBeenCalledOnce(); // the decoded pixels are let go
  });

  it('does not decode a file the form would refuse anyway', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const gif = file('x.gif', 'image/gif');
    expect(await shrinkImage(gif)).toBe(gif);
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('uploadImage', () => {
  it('sends the chosen file when it cannot be shrunk, and answers its address', async () => {
    const fetch = vi.fn(
      async (_url: URL, _init: RequestInit) =>
        new Response(JSON.stringify({ data: { display_url: '/files/private/abc.jpg' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const photo = file('photo.jpg', 'image/jpeg', 9 * MB);
    expect(await uploadImage(photo, 'private')).toBe('/files/private/abc.jpg');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url.pathname + url.search).toBe('/api/upload?kind=private');
    expect((init.body as FormData).get('image')).toBe(photo);
  });
});

describe('the forms check the chosen file, not the shrunk one', () => {
  it('take a photo of up to 15 MB, as a phone camera makes it', () => {
    expect(MAX_UPLOAD_BYTES).toBe(15 * MB);
    expect(imageFileProblem(file('IMG_0001.jpg', 'image/jpeg', 7.5 * MB))).toBeUndefined();
    expect(imageFileProblem(file('IMG_0002.jpg', 'image/jpeg', 15 * MB))).toBeUndefined();
    expect(imageFileProblem(file('IMG_0003.jpg', 'image/jpeg', 15 * MB + 1))).toBe('size');
  });

  it('take a PDF only where an identity document is asked for', () => {
    const pdf = file('nid.pdf', 'application/pdf', 2 * MB);
    expect(imageFileProblem(pdf)).toBe('type');
    expect(imageFileProblem(pdf, { pdf: true })).toBeUndefined();
    expect(imageFileProblem(file('nid.pdf', 'application/pdf', 16 * MB), { pdf: true })).toBe('size');
    expect(imageFileProblem(file('nid.docx', 'application/msword'), { pdf: true })).toBe('type');
  });
});
