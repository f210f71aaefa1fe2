import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import type { VerifyResult } from '#shared/schemas/verification.ts';
import { VerificationPage } from './verification';
import { renderInApp } from '#web/test/render.tsx';
import { en } from '#web/test/texts.ts';

const SID = 'SID12345678';
const MATCHED: VerifyResult = {
  name: 'Tahmina Akter',
  image: '',
  sid: SID,
  courses: [
    {
      cid: 'manual-car',
      title: 'Manual Car Driving',
      titleBn: '',
      status: 'running',
      sdate: '2026-03-01',
      certificate: null,
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers POST /api/verify with what each test hands it, one answer per check, in order. */
function serverAnswers(...answers: Array<Response | Promise<Response>>) {
  const fetch = vi.fn(() => answers.shift() ?? Promise.reject(new Error('no answer left')));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  renderInApp(
    <>
      <VerificationPage />
      <Toaster />
    </>,
    { route: `/verification?sid=${SID}` },
  );
  return screen.getByRole('region', { name: 'Result' });
}

async function check(user: ReturnType<typeof userEvent.setup>, dob: string) {
  const field = screen.getByLabelText<HTMLInputElement>(/Date of birth/);
  await user.clear(field);
  await user.type(field, dob);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the verification page', () => {
  it('writes a wrong date of birth in the result area in the school’s words, and the earlier result is gone', async () => {
    let answerSecond!: (res: Response) => void;
    serverAnswers(json(200, MATCHED), new Promise<Response>((resolve) => (answerSecond = resolve)));
    const user = userEvent.setup();
    const result = renderPage();

    await check(user, '2003-04-09');
    await waitFor(() => expect(within(result).getByText('Tahmina Akter')).toBeTruthy());
    expect(within(result).getByText('Manual Car Driving')).toBeTruthy();

    // A new check starts: the earlier answer leaves the result area at once, before the server answers.
    await check(user, '2003-04-10');
    await waitFor(() => expect(within(result).queryByText('Tahmina Akter')).toBeNull());
    expect(within(result).queryByText('Manual Car Driving')).toBeNull();

    answerSecond(json(400, { code: 'VERIFY_DOB_MISMATCH', message: 'Date Of Birth Is Not Matched' }));
    const alert = await within(result).findByRole('alert');
    expect(alert.textContent).toBe('Date Of Birth Is Not Matched');
    expect(within(result).queryByText('Tahmina Akter')).toBeNull();
  });

  it('writes an unknown SID as "there is no profile with this SID"; a later match replaces the failure', async () => {
    serverAnswers(
      json(404, { code: 'VERIFY_SID_UNKNOWN', message: 'there is no profile with this SID' }),
      json(200, MATCHED),
    );
    const user = userEvent.setup();
    const result = renderPage();

    await check(user, '2003-04-09');
    expect((await within(result).findByRole('alert')).textContent).toBe('there is no profile with this SID');

    await check(user, '2003-04-09');
    await waitFor(() => expect(within(result).getByText('Tahmina Akter')).toBeTruthy());
    expect(within(result).queryByRole('alert')).toBeNull();
  });

  it('shows what else went wrong (a rate limit) in the result area too', async () => {
    serverAnswers(
      json(429, {
        code: 'RATE_LIMITED',
        message: 'Too many verification attempts from your connection. Please wait 10 seconds and try again.',
      }),
    );
    const user = userEvent.setup();
    const result = renderPage();
    await check(user, '2003-04-09');
    expect((await within(result).findByRole('alert')).textContent).toBe(en.errors.RATE_LIMITED);
  });
});
