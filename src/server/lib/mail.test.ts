import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mail';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { ORIGIN, send } from '#server/test/http.ts';
import { parseMail } from '#server/test/smtp.ts';
import { createUser } from '#server/test/users.ts';

describe('the outbox mailer (no SMTP_URL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kds-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('logs the link the mail is about, not the site address around it', async () => {
    const info = vi.fn();
    const mailer = createMailer({ from: 'School <a@b.c>', outboxDir: dir, log: { info, warn: vi.fn() } });
    await mailer.send({
      to: 'x@test.example',
      subject: 'Reset your password',
      text: 'Open https://school.example/api/auth/reset-password/tok123 now.\n\n-- https://school.example\n',
      link: 'https://school.example/api/auth/reset-password/tok123',
    });
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0]![0]).toMatchObject({ link: 'https://school.example/api/auth/reset-password/tok123' });
  });

  it('logs no link for a mail that names none, whatever addresses its text holds', async () => {
    const info = vi.fn();
    const mailer = createMailer({ from: 'School <a@b.c>', outboxDir: dir, log: { info, warn: vi.fn() } });
    // A contact-form message: the visitor wrote the address, it is nobody's action link.
    await mailer.send({ to: 'office@test.example', subject: 'Contact', text: 'See http://evil.example/login' });
    expect(info.mock.calls[0]![0]).not.toHaveProperty('link');
  });
});

describe('the password-reset mail on the embedded default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is logged with its reset link, the same one the written mail holds', async () => {
    const user = await createUser(t);
    const info = vi.spyOn(t.app.log, 'info');
    const res = await send(t.app, null, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: `${ORIGIN}/reset/new` },
    });
    expect(res.statusCode).toBe(200);
    let logged: { subject?: string; link?: string; file?: string } | undefined;
    for (let i = 0; i < 100 && !logged; i++) {
      await new Promise((r) => setTimeout(r, 20));
      logged = info.mock.calls
        .map((call) => call[0] as unknown as typeof logged)
        .find((fields) => typeof fields === 'object' && fields?.subject?.endsWith('/ Reset your password'));
    }
    expect(logged?.link).toMatch(new RegExp(`^${ORIGIN}/api/auth/reset-password/[A-Za-z0-9_-]+\\?callbackURL=`));
    expect(logged?.link).not.toBe(ORIGIN);
    expect(parseMail(readFileSync(logged!.file!, 'utf8')).text).toContain(logged!.link!);
  });
});
