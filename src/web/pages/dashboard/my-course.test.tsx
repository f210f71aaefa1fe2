import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bn, en } from '#web/test/texts.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { LessonsCard } from './my-course';
import { START, batchOf, detailOf, fakeServer, progressOf } from '#web/test/teaching-data.ts';
import { formatDay } from '#web/lib/format.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const card = () => renderInApp(<LessonsCard oid="OID12345678" cid="manual-car" title="Manual Car" />);

describe('My Course: a student without a seat', () => {
  it('sees the open batches of the course and takes a seat after saying yes', async () => {
    const server = fakeServer(
      {
        '/orders/OID12345678/progress': progressOf({ batch: null, nextSession: null, attended: 0, remaining: 2 }),
        '/batches': [batchOf()],
      },
      [{ status: 201, body: detailOf() }],
    );
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    card();
    const offer = await screen.findByTestId('open-batch');
    expect(offer.textContent).toContain('Sun and Tue at 07:30');
    expect(offer.textContent).toContain(`From ${formatDay(START)}, 4 sessions`);
    expect(offer.textContent).toContain('At Khulna Stadium ground');
    expect(offer.textContent).toContain('Instructor: Rafiq Instructor');
    expect(offer.textContent).toContain('7 seats free');
    expect(server.fetched).toContain('/batches?cid=manual-car&open=1');
    await user.click(
      within(offer).getByRole('button', { name: `Take this seat: Sun and Tue at 07:30, from ${formatDay(START)}` }),
    );
    expect(server.sent).toEqual([]);
    await user.click(await screen.findByRole('button', { name: en.seats.confirmYes }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'POST', url: `/batches/${batchOf().id}/students`, body: { oid: 'OID12345678' } },
      ]),
    );
  });

  it('a batch that filled meanwhile is said in words, in Bengali, and the list is asked for again', async () => {
    await i18n.changeLanguage('bn');
    const full = { code: 'BATCH_FULL', message: 'This batch is full. Choose another batch.' };
    const server = fakeServer(
      { '/orders/OID12345678/progress': progressOf({ batch: null, nextSession: null }), '/batches': [batchOf()] },
      [{ status: 409, body: full }],
    );
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    card();
    const offer = await screen.findByTestId('open-batch');
    expect(offer.textContent).toContain('৭টি আসন খালি');
    await user.click(within(offer).getByRole('button', { name: new RegExp(`^${bn.seats.take}`) }));
    await user.click(await screen.findByRole('button', { name: bn.seats.confirmYes }));
    expect((await screen.findByTestId('seat-refused')).textContent).toBe(bn.errors.BATCH_FULL);
    await waitFor(() => expect(server.fetched.filter((p) => p.startsWith('/batches?')).length).toBe(2));
  });

  it('a batch that has started is offered from its next session, with the sessions left', async () => {
    const today = todayInDhaka();
    const started = batchOf({
      startDate: addDays(today, -3),
      sessionDates: [-3, -1, 1, 3].map((n) => addDays(today, n)),
    });
    vi.stubGlobal(
      'fetch',
      fakeServer({
        '/orders/OID12345678/progress': progressOf({ batch: null, nextSession: null }),
        '/batches': [started],
      }).fetch,
    );
    card();
    expect((await screen.findByTestId('open-batch')).textContent).toContain(
      `From ${formatDay(addDays(today, 1))}, 2 sessions`,
    );
  });

  it('with no open batch, says the office will place them', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ '/orders/OID12345678/progress': progressOf({ batch: null, nextSession: null }), '/batches': [] })
        .fetch,
    );
    card();
    expect(await screen.findByText(en.seats.none)).toBeTruthy();
  });
});

describe('My Course: a student with a seat', () => {
  it('sees the next session, attendance with a bar, the skills ticked and what remains, in Bengali', async () => {
    await i18n.changeLanguage('bn');
    vi.stubGlobal('fetch', fakeServer({ '/orders/OID12345678/progress': progressOf() }).fetch);
    card();
    const next = await screen.findByTestId('next-session');
    expect(next.textContent).toContain('৮ ডিসেম্বর, ২০২৬, মঙ্গলবার');
    expect(next.textContent).toContain('৭:৩০ সকাল');
    expect(next.textContent).toContain('Rafiq Instructor');
    expect(next.textContent).toContain('Toyota Corolla (Khulna Metro-Ga 11-2345)');
    expect(screen.getByTestId('attended').textContent).toBe('২টি ক্লাসের মধ্যে ১টিতে উপস্থিত');
    const bar = screen.getByRole('progressbar', { name: bn.progress.barLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    const skills = screen.getByTestId('skills');
    expect(within(skills).getByText('স্টিয়ারিং').parentElement!.textContent).toContain(bn.progress.skills.done);
    expect(within(skills).getByText('গিয়ার').parentElement!.textContent).toContain(bn.progress.skills.notYet);
    const remains = screen.getByTestId('remains').textContent;
    expect(remains).toContain('আরও ১টি ক্লাসে উপস্থিত থাকতে হবে।');
    expect(remains).toContain('এখনো অনুশীলন বাকি: গিয়ার।');
    expect(screen.queryByTestId('ready')).toBeNull();
  });

  it('once every lesson is attended, says “Ready for the test” instead of what remains', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        '/orders/OID12345678/progress': progressOf({ attended: 2, remaining: 0, ready: true, nextSession: null }),
      }).fetch,
    );
    card();
    expect((await screen.findByTestId('ready')).textContent).toContain(en.progress.ready);
    expect(screen.getByText(en.progress.next.none)).toBeTruthy();
    expect(screen.queryByTestId('remains')).toBeNull();
    expect(screen.getByTestId('attended').textContent).toBe('Attended 2 of 2 sessions');
  });
});
