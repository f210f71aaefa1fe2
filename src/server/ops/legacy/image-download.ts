import { AppError } from '#server/lib/errors.ts';
import { MAX_UPLOAD_BYTES } from '#shared/uploads.ts';

export interface FetchLimits {
  /** The whole download, headers to last byte. */
  timeoutMs: number;
  /** The most bytes one image may have: the upload route's own cap. */
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: MAX_UPLOAD_BYTES };

/** Why an image could not be brought over: shown in the report beside its URL. */
export class ImageUnavailable extends Error {}

/**
 * Downloads an old image (imgbb, Google's photo host) within the limits: http(s) only, a 2xx
 * answer, at most `maxBytes` (refused by Content-Length when it says so, else stopped while
 * reading), all within `timeoutMs`. What the bytes are is checked afterwards by the upload code,
 * exactly as for a file sent to POST /api/upload.
 */
export async function downloadImage(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageUnavailable('not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ImageUnavailable('not an http(s) URL');
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const res = await fetch(parsed, { signal, redirect: 'follow', headers: { accept: 'image/*' } });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new ImageUnavailable(`HTTP ${res.status}`);
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > limits.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw new ImageUnavailable(`larger than ${limits.maxBytes} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      size += chunk.value.length;
      if (size > limits.maxBytes) {
        await reader?.cancel().catch(() => undefined);
        throw new ImageUnavailable(`larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(Buffer.from(chunk.value));
    }
    if (size === 0) throw new ImageUnavailable('empty answer');
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof ImageUnavailable) throw err;
    if (signal.aborted) throw new ImageUnavailable(`no answer within ${limits.timeoutMs / 1000} s`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new ImageUnavailable(cause?.code ?? cause?.message ?? (err as Error).message);
  }
}

/** An upload refusal (not an image, too many pixels) as the report words it. */
export function refusalReason(err: unknown): string | null {
  if (err instanceof AppError) return `not an accepted image (${err.message})`;
  return null;
}
