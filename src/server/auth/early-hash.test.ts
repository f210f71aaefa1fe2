import { describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { earlyHashes } from './early-hash';

describe('password hashes made before a sign-up opens its transaction', () => {
  it('hands the hash started early to the hash call for that password, once, and it verifies', async () => {
    const hashes = earlyHashes();
    hashes.start('a long pass phrase');
    expect(hashes.size).toBe(1);
    const hash = await hashes.hash('a long pass phrase');
    expect(hashes.size).toBe(0);
    expect(await verifyPassword({ hash, password: 'a long pass phrase' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'another phrase' })).toBe(false);
  });

  it('gives two sign-ups with one password two hashes, each with its own salt', async () => {
    const hashes = earlyHashes();
    hashes.start('the same phrase');
    hashes.start('the same phrase');
    const [a, b] = await Promise.all([hashes.hash('the same phrase'), hashes.hash('the same phrase')]);
    expect(a).not.toBe(b);
    const third = await hashes.hash('the same phrase');
    expect(new Set([a, b, third]).size).toBe(3);
  });

  it('makes a new hash for a password nobody started, and never hands one password another’s hash', async () => {
    const hashes = earlyHashes();
    hashes.start('first phrase');
    const hash = await hashes.hash('second phrase');
    expect(await verifyPassword({ hash, password: 'second phrase' })).toBe(true);
    expect(hashes.size).toBe(1);
  });

  it('drops a hash nobody took', async () => {
    const hashes = earlyHashes(20);
    hashes.start('never taken');
    await new Promise((r) => setTimeout(r, 60));
    expect(hashes.size).toBe(0);
  });
});
