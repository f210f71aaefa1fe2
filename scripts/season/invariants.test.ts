import { describe, expect, it } from 'vitest';
import { HELD_MS, judge, verdict, type Figures } from './invariants';

// The season's verdict on figures made by hand: a healthy school passes every line, and each kind
// of damage fails its own line and no other, so a run that prints "ok" has been checked.
function healthy(): Figures {
  return {
    orders: [
      {
        oid: 'OID1',
        apiNet: 5000,
        dbConfirmed: 5000,
        dbRefunded: 0,
        dbMoved: 0,
        seasonConfirmed: 5000,
        seasonRefunded: 0,
        seasonMoved: 0,
      },
      // Moved to another course: what it held went with it.
      {
        oid: 'OID2',
        apiNet: 0,
        dbConfirmed: 3000,
        dbRefunded: 0,
        dbMoved: -3000,
        seasonConfirmed: 3000,
        seasonRefunded: 0,
        seasonMoved: -3000,
      },
      // The new order: the credit carried in and more paid, part given back.
      {
        oid: 'OID3',
        apiNet: 3500,
        dbConfirmed: 1000,
        dbRefunded: 500,
        dbMoved: 3000,
        seasonConfirmed: 1000,
        seasonRefunded: 500,
        seasonMoved: 3000,
      },
    ],
    collectionsCsv: 9000,
    refundsCsv: 500,
    receipts: [{ series: 'R-2027', numbers: [1, 2, 3, 4], counter: 4 }],
    refundNumbers: [{ series: 'RF-2027', numbers: [1], counter: 1 }],
    batches: [{ id: 'b1', capacity: 2, seatsTaken: 2, seats: 2 }],
    acks: { checked: 10, acknowledged: 12, missing: [] },
    messages: {
      rows: [
        { id: 's1', channel: 'sms', status: 'sent', withdrawn: false },
        { id: 'm1', channel: 'email', status: 'sent', withdrawn: false },
        { id: 'r1', channel: 'sms', status: 'failed', withdrawn: true },
      ],
      smsDelivered: ['s1'],
      smsRepeats: 0,
      mailDelivered: { m1: [1000] },
      disruptions: [],
    },
    certificates: [
      { serial: 'C1', revoked: false, publicRevoked: false },
      { serial: 'C2', revoked: true, publicRevoked: true },
    ],
    audit: { checked: 8, missing: [] },
    answers: { total: 100, failed: 1, forgiven: 1, outside: [] },
    problems: { total: 0, forgiven: 0, outside: [] },
    backup: { atBackup: { orders: 2, confirmed_taka: 8000 }, restored: { orders: 2, confirmed_taka: 8000 } },
  };
}

const failing = (f: Figures) => verdict(judge(f)).failed;

describe("the season's invariants", () => {
  it('pass on a healthy school, a move to another course and a stopped reminder included', () => {
    const { failed, exitCode, lines } = verdict(judge(healthy()));
    expect(failed).toEqual([]);
    expect(exitCode).toBe(0);
    expect(lines[0]).toMatch(/^ok {3}ledger .*3\/3 orders \(1 moved to another course\), net ৳8,500/);
  });

  it('fail the ledger when an order holds other than its payments, moves and refunds', () => {
    const f = healthy();
    f.orders[2]!.apiNet = 3000;
    expect(failing(f)).toEqual(['ledger', 'collections']);
  });

  it('fail the numbers on a gap or a repeat, and the capacity on an overfull batch', () => {
    const f = healthy();
    f.receipts[0]!.numbers = [1, 2, 2, 4];
    f.batches[0]!.seats = 3;
    expect(failing(f)).toEqual(['numbers', 'capacity']);
  });

  it('fail the messages on one not sent, one the gateway lacks, or a repeated mail no SIGKILL explains', () => {
    const notSent = healthy();
    notSent.messages.rows.push({ id: 'm2', channel: 'email', status: 'failed', withdrawn: false });
    expect(failing(notSent)).toEqual(['messages']);
    const lacking = healthy();
    lacking.messages.smsDelivered = [];
    expect(failing(lacking)).toEqual(['messages']);
    const repeated = healthy();
    repeated.messages.mailDelivered = { m1: [1000, 200_000] };
    expect(failing(repeated)).toEqual(['messages']);
    // A SIGKILL long after the first copy, or after the repeat, explains nothing.
    repeated.messages.disruptions = [{ what: 'SIGKILL', at: 1000 + HELD_MS + 1, repeats: 1 }];
    expect(failing(repeated)).toEqual(['messages']);
    repeated.messages.disruptions = [{ what: 'SIGKILL', at: 200_001, repeats: 1 }];
    expect(failing(repeated)).toEqual(['messages']);
    // One struck while the mail was in hand: that repeat is the SIGKILL's.
    repeated.messages.disruptions = [{ what: 'SIGKILL', at: 1500, repeats: 1 }];
    expect(failing(repeated)).toEqual([]);
    // But one SIGKILL explains one mail, not two.
    repeated.messages.rows.push({ id: 'm2', channel: 'email', status: 'sent', withdrawn: false });
    repeated.messages.mailDelivered.m2 = [1200, 150_000];
    expect(failing(repeated)).toEqual(['messages']);
    // A database restart stops every process: one mail each.
    repeated.messages.disruptions = [{ what: 'PostgreSQL restart', at: 1500, repeats: 2 }];
    expect(failing(repeated)).toEqual([]);
  });

  it('fail the certificates, the backup and the 5xx lines on what they guard', () => {
    const f = healthy();
    f.certificates[1]!.publicRevoked = false;
    f.backup!.restored.confirmed_taka = 7999;
    f.answers.outside = ['POST /api/order 500 at 12:00:01'];
    expect(failing(f)).toEqual(['certificates', '5xx', 'backup']);
  });
});
