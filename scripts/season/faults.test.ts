import { describe, expect, it } from 'vitest';
import { Faults, type FaultPlan } from './faults';
import type { AppServer } from './app-process';
import type { Bkash, MailServer, SmsGateway } from './fakes';
import type { ResponseLog } from './http';

// The day the gateways answer in 5 s is a fault like the others: what waits on bKash and fails
// during it is counted as that fault's, and nothing else is forgiven by it.
function slowDayFaults(): Faults {
  const plan: FaultPlan = { kills: [], pgRestart: null, mailDown: 20, smsDown: 21, slow: 1, backup: 22 };
  const mail = { setMode: async () => {} } as unknown as MailServer;
  const sms = { state: { mode: 'up' } } as unknown as SmsGateway;
  const bkash = { state: { mode: 'up' } } as unknown as Bkash;
  return new Faults(plan, { app: {} as AppServer, mail, sms, bkash, restartPg: null });
}

describe('the slow gateways day', () => {
  it('forgives, while it lasts, only a failure that waited on bKash', async () => {
    const faults = slowDayFaults();
    await faults.startDay(0, '2027-01-01');
    const before = Date.now();
    expect(faults.forgiven(before, { route: 'POST /api/orders/:oid/bkash' })).toBe(false);

    await faults.startDay(1, '2027-01-02');
    const during = Date.now();
    expect(faults.forgiven(during, { route: 'POST /api/orders/:oid/bkash' })).toBe(true);
    expect(faults.forgiven(during, { route: 'GET /api/bkash/callback' })).toBe(true);
    expect(faults.forgiven(during, { problem: 'bKash on OID7: came back failed, 0 new payments' })).toBe(true);
    expect(faults.forgiven(during, { route: 'POST /api/orders' })).toBe(false);
    expect(faults.forgiven(during, { problem: 'booking of a@b.test: 500 {}' })).toBe(false);
    expect(faults.forgiven(during)).toBe(false);

    await faults.startDay(2, '2027-01-03');
    // Closed when the next day starts, after the usual grace for answers still on their way.
    const later = Date.now() + 60_000;
    expect(faults.forgiven(later, { route: 'POST /api/orders/:oid/bkash' })).toBe(false);
    // A checkout started on the slow day whose answer (bKash's timeout) came after it ended is the fault's;
    // one started after it is not.
    expect(faults.forgiven(during, { route: 'POST /api/orders/:oid/bkash' }, later)).toBe(true);
    expect(faults.forgiven(later, { route: 'POST /api/orders/:oid/bkash' }, later + 10_000)).toBe(false);
    expect(faults.log).toContain('2027-01-02: the SMS gateway and bKash answer in 5 s all day');
  });
});

describe('a fault that cannot be carried out', () => {
  it('stops the season through its clean-up: settle throws it, and nothing is left unhandled', async () => {
    const plan: FaultPlan = {
      kills: [{ day: 3, phase: 1, afterAnswers: 1 }],
      pgRestart: null,
      mailDown: 20,
      smsDown: 21,
      slow: 22,
      backup: 23,
    };
    const app = {
      killOne: async () => {
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('the primary did not replace the killed worker');
      },
    } as unknown as AppServer;
    const faults = new Faults(plan, {
      app,
      mail: { setMode: async () => {} } as unknown as MailServer,
      sms: { state: { mode: 'up' } } as unknown as SmsGateway,
      bkash: { state: { mode: 'up' } } as unknown as Bkash,
      restartPg: null,
    });
    const log = {} as ResponseLog;
    faults.duringPhase(3, 1, '2027-01-04', log);
    log.onAnswer!();
    // The strike fails while nobody waits on it yet: no unhandled rejection may escape meanwhile.
    await new Promise((r) => setTimeout(r, 50));
    await expect(faults.settle()).rejects.toThrow('the primary did not replace the killed worker');
    expect(faults.log).toContain('fault failed: the primary did not replace the killed worker');
  });
});
