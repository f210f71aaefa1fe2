import { createHmac } from 'node:crypto';

/**
 * A small, independent RFC 6238 implementation (HMAC-SHA1, 30-second steps, 6 digits), as an
 * authenticator app computes codes. The tests use it instead of better-auth's own code generator,
 * so they also prove that the server's codes interoperate with real authenticator apps.
 */
export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for `key` at time `at` (milliseconds). */
export function totp(key: Buffer, at = Date.now(), digits = 6, periodSeconds = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / periodSeconds)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/** The secret of an `otpauth://totp/...?secret=BASE32` address, as bytes. */
export function secretFromUri(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return base32Decode(secret);
}
