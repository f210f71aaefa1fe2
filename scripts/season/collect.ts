// Gathering the figures the invariants judge: from the database directly, from the app's API as
// the office and the public see it, from the gateways' own records and from the season's log.
import type { Ledger } from '#shared/schemas/payment.ts';
import type { Database } from '#server/db/client.ts';
import { ok } from './http';
import { problem, type Ctx } from './context';
import { asStaff } from './people';
import { rows } from './db';
import type { Faults } from './faults';
import type { SmsGateway } from './fakes';
import type { Figures, NumberSequence, OrderFigures } from './invariants';

/** A problem noticed this long after a fault's window still counts as the fault's (its retries ran out then). */
const PROBLEM_SLACK_MS = 10_000;

/**
 * Waits until the queue has held nothing pending, retrying or being sent for `quietMs` on end (the
 * gateways are up again). Empty once is not enough: the app looks for tomorrow's lessons only every
 * few seconds, and a reminder it queued after a first empty look would be sent while the figures
 * are read, in no snapshot of the queue, or after an app restart, unknown to the checks.
 *
 * A year in minutes queues messages faster than a school ever would (a year's 11,000 in seven
 * minutes), so the queue may end the season minutes behind: it is waited for as long as it shrinks,
 * and given up on only after `stallMs` without sending one (the invariant then names what is left).
 */
export async function drainMessages(ctx: Ctx, quietMs: number, stallMs = 180_000): Promise<void> {
  const admin = ctx.state.admins[0]!;
  let emptySince: number | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  for (;;) {
    let open = 0;
    for (const state of ['pending', 'retrying', 'sending']) {
      const res = await asStaff(ctx, admin, 'GET', `/api/messages?state=${state}&page=1&limit=1`, {
        route: 'GET /api/messages',
        retry: true,
      });
      open += Number(res.headers.get('x-total-count') ?? 0);
    }
    if (open < fewest) {
      fewest = open;
      progressAt = Date.now();
    }
    emptySince = open === 0 ? (emptySince ?? Date.now()) : null;
    if (emptySince !== null && Date.now() - emptySince >= quietMs) return;
    if (Date.now() - progressAt > stallMs) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const hasTable = async (d: Database, name: string) =>
  (await rows(d, `select 1 from information_schema.tables where table_name = '${name}'`)).length > 0;

export interface DbFigures {
  orders: Map<string, { confirmed: number; refunded: number; moved: number }>;
  receipts: NumberSequence[];
  refundNumbers: NumberSequence[] | null;
  batches: Figures['batches'];
  missing: string[];
  checked: number;
  messages: { id: string; channel: 'sms' | 'email'; status: string; withdrawn: boolean }[];
  certificates: Map<string, boolean>;
  audit: { checked: number; missing: string[] };
}

function sequences(numbers: string[], counters: { key: string; n: number }[]): NumberSequence[] {
  const bySeries = new Map<string, number[]>();
  for (const n of numbers) {
    const m = /^(.*)-(\d+)$/.exec(n);
    if (!m) continue;
    bySeries.set(m[1]!, [...(bySeries.get(m[1]!) ?? []), Number(m[2])]);
  }
  const series = new Set([...bySeries.keys(), ...counters.map((c) => c.key)]);
  return [...series].sort().map((s) => ({
    series: s,
    numbers: bySeries.get(s) ?? [],
    counter: counters.find((c) => c.key === s)?.n ?? 0,
  }));
}

/** Everything the invariants need from the database itself. */
export async function fromDatabase(ctx: Ctx, d: Database): Promise<DbFigures> {
  const refundsTable = await hasTable(d, 'refunds');
  const orders = new Map<string, { confirmed: number; refunded: number; moved: number }>();
  for (const r of await rows<{ oid: string; confirmed: string }>(
    d,
    `select o.oid, coalesce(sum(p.amount) filter (where p.status = 'confirmed'), 0) as confirmed
       from orders o left join payments p on p.order_id = o.id group by o.oid`,
  ))
    orders.set(r.oid, { confirmed: Number(r.confirmed), refunded: 0, moved: 0 });
  if (await hasTable(d, 'order_transfers'))
    for (const t of await rows<{ from_oid: string; to_oid: string; amount: number }>(
      d,
      `select f.oid as from_oid, o.oid as to_oid, t.amount from order_transfers t
         join orders f on f.id = t.from_order_id join orders o on o.id = t.to_order_id`,
    )) {
      orders.get(t.from_oid)!.moved -= Number(t.amount);
      orders.get(t.to_oid)!.moved += Number(t.amount);
    }
  let refundNumbers: NumberSequence[] | null = null;
  if (refundsTable) {
    for (const r of await rows<{ oid: string; refunded: string }>(
      d,
      `select o.oid, coalesce(sum(r.amount), 0) as refunded from refunds r join orders o on o.id = r.order_id
        where r.status = 'approved' group by o.oid`,
    ))
      orders.get(r.oid)!.refunded = Number(r.refunded);
    const numbers = await rows<{ number: string }>(d, `select number from refunds where number is not null`);
    const counters = (await hasTable(d, 'refund_counters'))
      ? await rows<{ year: number; last_number: number }>(d, `select year, last_number from refund_counters`)
      : [];
    const prefix = numbers[0]?.number.split('-')[0] ?? 'F';
    refundNumbers = sequences(
      numbers.map((n) => n.number),
      counters.map((c) => ({ key: `${prefix}-${c.year}`, n: Number(c.last_number) })),
    );
  }
  const receipts = sequences(
    (
      await rows<{ receipt_number: string }>(d, `select receipt_number from payments where receipt_number is not null`)
    ).map((r) => r.receipt_number),
    (await rows<{ year: number; last_number: number }>(d, `select year, last_number from receipt_counters`)).map(
      (c) => ({
        key: `R-${c.year}`,
        n: Number(c.last_number),
      }),
    ),
  );
  const batches = (
    await rows<{ id: string; capacity: number; seats_taken: number; seats: string }>(
      d,
      `select b.id, b.capacity, b.seats_taken, count(s.order_id) as seats
         from batches b left join batch_seats s on s.batch_id = b.id group by b.id`,
    )
  ).map((b) => ({ id: b.id, capacity: b.capacity, seatsTaken: b.seats_taken, seats: Number(b.seats) }));
  // A lesson reminder still waiting when its order ended (cancelled, moved) is stopped by the app,
  // never sent, with that reason: one never tried, or one waiting to be tried again after a gateway
  // failed. It is not a message that went missing (what reached a gateway is counted apart).
  const messages = await rows<{ id: string; channel: 'sms' | 'email'; status: string; withdrawn: boolean }>(
    d,
    `select id, channel, status,
            (status = 'failed' and kind = 'session.reminder' and last_error like 'Not sent: the booking ended%') as withdrawn
       from messages`,
  );
  const certificates = new Map(
    (
      await rows<{ serial: string; revoked: boolean }>(
        d,
        `select serial, revoked_at is not null as revoked from certificates`,
      )
    ).map((c) => [c.serial, c.revoked]),
  );
  const { missing, checked } = await acknowledged(ctx, d, refundsTable);
  return {
    orders,
    receipts,
    refundNumbers,
    batches,
    missing,
    checked,
    messages,
    certificates,
    audit: await auditRows(d, refundsTable),
  };
}

/** Every write the season saw acknowledged, looked up in the database as it should stand. */
async function acknowledged(
  ctx: Ctx,
  d: Database,
  refundsTable: boolean,
): Promise<{ missing: string[]; checked: number }> {
  const q = <T>(text: string) => rows<T>(d, text);
  const users = new Map(
    (await q<{ email: string; role: string }>(`select email, role from users`)).map((u) => [u.email, u.role]),
  );
  const orders = new Map(
    (await q<{ oid: string; email: string; id: string }>(`select oid, email, id from orders`)).map((o) => [o.oid, o]),
  );
  const payments = new Map(
    (
      await q<{ id: string; amount: number; status: string; receipt_number: string | null; oid: string }>(
        `select p.id, p.amount, p.status, p.receipt_number, o.oid from payments p join orders o on o.id = p.order_id`,
      )
    ).map((p) => [p.id, p]),
  );
  const enquiries = new Map(
    (
      await q<{ id: string; handled: boolean }>(`select id, handled_at is not null as handled from contact_messages`)
    ).map((e) => [e.id, e.handled]),
  );
  const batches = new Map(
    (await q<{ id: string; capacity: number }>(`select id, capacity from batches`)).map((b) => [b.id, b.capacity]),
  );
  const seats = new Set(
    (
      await q<{ batch_id: string; oid: string }>(
        `select s.batch_id, o.oid from batch_seats s join orders o on o.id = s.order_id`,
      )
    ).map((s) => `${s.batch_id}:${s.oid}`),
  );
  const transfers = new Map(
    (
      await q<{ from_oid: string; to_oid: string; amount: number }>(
        `select f.oid as from_oid, o.oid as to_oid, t.amount from order_transfers t
           join orders f on f.id = t.from_order_id join orders o on o.id = t.to_order_id`,
      )
    ).map((t) => [t.from_oid, `${t.to_oid}:${t.amount}`]),
  );
  const marks = new Map(
    (
      await q<{ batch_id: string; oid: string; date: string; status: string }>(
        `select a.batch_id, o.oid, a.date::text as date, a.status from attendance a join orders o on o.id = a.order_id`,
      )
    ).map((m) => [`${m.batch_id}:${m.oid}:${m.date}`, m.status]),
  );
  const tests = new Map(
    (await q<{ id: string; result: string }>(`select id, result from test_appointments`)).map((t) => [t.id, t.result]),
  );
  const certificates = new Map(
    (
      await q<{ serial: string; revoked: boolean }>(
        `select serial, revoked_at is not null as revoked from certificates`,
      )
    ).map((c) => [c.serial, c.revoked]),
  );
  const attempts = new Map(
    (
      await q<{ id: string; submitted: boolean }>(`select id, submitted_at is not null as submitted from quiz_attempts`)
    ).map((a) => [a.id, a.submitted]),
  );
  const vehicles = new Set((await q<{ id: string }>(`select id from vehicles`)).map((v) => v.id));
  const refunds = refundsTable
    ? new Map(
        (
          await q<{ id: string; status: string; amount: number }>(
            `select id, status, coalesce(amount, requested_amount) as amount from refunds`,
          )
        ).map((r) => [r.id, r]),
      )
    : new Map<string, { status: string; amount: number }>();

  const missing: string[] = [];
  const all = ctx.acks.all();
  for (const a of all) {
    const miss = (what: string) => missing.push(`${a.kind} ${what}`);
    switch (a.kind) {
      case 'account':
        if (!users.has(a.email)) miss(a.email);
        break;
      case 'role':
        if (users.get(a.email) !== a.role) miss(`${a.email} as ${a.role} (is ${users.get(a.email)})`);
        break;
      case 'order':
        if (orders.get(a.oid)?.email !== a.email) miss(a.oid);
        break;
      case 'payment': {
        const p = payments.get(a.id);
        if (
          !p ||
          p.amount !== a.amount ||
          p.status !== a.status ||
          p.oid !== a.oid ||
          (a.receipt && p.receipt_number !== a.receipt)
        )
          miss(
            `${a.id} on ${a.oid}: ${a.status} ${a.amount}${a.receipt ? ` ${a.receipt}` : ''} (is ${p ? `${p.status} ${p.amount} ${p.receipt_number}` : 'missing'})`,
          );
        break;
      }
      case 'enquiry':
        if (!enquiries.has(a.id) || (a.handled && !enquiries.get(a.id))) miss(a.id);
        break;
      case 'batch':
        if (batches.get(a.id) !== a.capacity) miss(a.id);
        break;
      case 'seat':
        if (seats.has(`${a.batchId}:${a.oid}`) === !!a.freed)
          miss(`${a.oid} ${a.freed ? 'still ' : ''}in ${a.batchId}`);
        break;
      case 'mark': {
        const status = marks.get(`${a.batchId}:${a.oid}:${a.date}`);
        if (status !== a.status) miss(`${a.oid} on ${a.date}: ${a.status} (is ${status ?? 'missing'})`);
        break;
      }
      case 'test':
        if (tests.get(a.id) !== a.result) miss(`${a.id}: ${a.result} (is ${tests.get(a.id) ?? 'missing'})`);
        break;
      case 'certificate':
        if (certificates.get(a.serial) !== a.revoked) miss(`${a.serial} ${a.revoked ? 'revoked' : 'standing'}`);
        break;
      case 'attempt':
        if (!attempts.has(a.id) || (a.submitted && !attempts.get(a.id))) miss(a.id);
        break;
      case 'vehicle':
        if (!vehicles.has(a.id)) miss(a.id);
        break;
      case 'refund': {
        const r = refunds.get(a.id);
        if (!r || r.status !== a.status || r.amount !== a.amount) miss(`${a.id} on ${a.oid}`);
        break;
      }
      case 'transfer':
        if (transfers.get(a.oid) !== `${a.to}:${a.amount}`) miss(`${a.oid} to ${a.to} with ${a.amount}`);
        break;
    }
  }
  return { missing, checked: all.length };
}

/** Every payment, refund and role change, and the audit row it must have written. */
async function auditRows(d: Database, refundsTable: boolean): Promise<{ checked: number; missing: string[] }> {
  const have = new Set(
    (await rows<{ action: string; entity_id: string }>(d, `select action, entity_id from audit_log`)).map(
      (r) => `${r.action} ${r.entity_id}`,
    ),
  );
  const want: string[] = [];
  const payments = await rows<{ id: string; method: string; status: string; by_bkash: boolean; by_office: boolean }>(
    d,
    `select p.id, p.method, p.status,
            exists (select 1 from bkash_checkouts c where c.payment_row = p.id) as by_bkash,
            (p.status = 'confirmed' and p.confirmed_by = p.submitted_by and p.method = 'cash') as by_office
       from payments p`,
  );
  for (const p of payments) {
    if (p.by_bkash) want.push(`payment.paid_by_bkash ${p.id}`);
    else if (p.by_office) want.push(`payment.cash_recorded ${p.id}`);
    else {
      want.push(`payment.submitted ${p.id}`);
      if (p.status === 'confirmed') want.push(`payment.confirmed ${p.id}`);
      if (p.status === 'rejected') want.push(`payment.rejected ${p.id}`);
    }
  }
  for (const u of await rows<{ id: string; role: string; owner: boolean }>(
    d,
    `select u.id, u.role, exists (select 1 from audit_log a where a.action = 'user.made_owner' and a.entity_id = u.id) as owner
       from users u where u.role <> 'student'`,
  )) {
    if (u.owner) continue;
    want.push(u.role === 'teacher' ? `user.invited ${u.id}` : `user.role_changed ${u.id}`);
  }
  for (const o of await rows<{ oid: string }>(d, `select oid from orders`)) want.push(`order.booked ${o.oid}`);
  for (const c of await rows<{ serial: string; revoked: boolean }>(
    d,
    `select serial, revoked_at is not null as revoked from certificates`,
  )) {
    want.push(`certificate.issued ${c.serial}`);
    if (c.revoked) want.push(`certificate.revoked ${c.serial}`);
  }
  const missing = want.filter((w) => !have.has(w));
  if (refundsTable) {
    const refundEntities = new Set(
      (await rows<{ entity_id: string }>(d, `select entity_id from audit_log where entity_type = 'refund'`)).map(
        (r) => r.entity_id,
      ),
    );
    for (const r of await rows<{ id: string }>(d, `select id from refunds`)) {
      want.push(`refund ${r.id}`);
      if (!refundEntities.has(r.id)) missing.push(`refund ${r.id}`);
    }
  }
  return { checked: want.length, missing };
}

/** Parses one of the app's CSV files (BOM, CRLF, every field quoted) and sums a column. */
export function sumCsvColumn(csv: string, column: string): number {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const split = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
  const header = split(lines[0] ?? '');
  const at = header.indexOf(column);
  if (at < 0) throw new Error(`no column ${column} in ${header.join(', ')}`);
  return lines.slice(1).reduce((sum, line) => sum + Number(split(line)[at]!.replace(/^'/, '')), 0);
}

/** What the app answers: each order's ledger, the CSV reports, and the public certificate check. */
export async function fromApi(ctx: Ctx, db: DbFigures) {
  const admin = ctx.state.admins[0]!;
  const ledgers = new Map<string, number>();
  const oids = [...db.orders.keys()];
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; i < oids.length; i += 8) {
        const res = await asStaff<Ledger & { net?: number }>(ctx, admin, 'GET', `/api/orders/${oids[i]}/ledger`, {
          route: 'GET /api/orders/:oid/ledger',
          retry: true,
        });
        if (!ok(res)) problem(ctx, `ledger of ${oids[i]}: ${res.status}`);
        else ledgers.set(oids[i]!, res.body.net ?? res.body.paid);
      }
    }),
  );
  const from = ctx.world.calendar[0]!;
  const to = ctx.world.calendar.at(-1)!;
  const csv = await asStaff<string>(ctx, admin, 'GET', `/api/reports/collections.csv?from=${from}&to=${to}`, {
    route: 'GET /api/reports/collections.csv',
    retry: true,
  });
  const collectionsCsv = ok(csv) ? sumCsvColumn(csv.body, 'Amount') : NaN;
  let refundsCsv: number | null = null;
  if (ctx.state.refunds) {
    const r = await asStaff<string>(ctx, admin, 'GET', `/api/reports/refunds.csv?from=${from}&to=${to}`, {
      route: 'GET /api/reports/refunds.csv',
      retry: true,
    });
    refundsCsv = ok(r) ? sumCsvColumn(r.body, 'Amount') : NaN;
  }
  const publicRevoked = new Map<string, boolean | null>();
  let k = 0;
  for (const serial of new Set([...db.certificates.keys(), ...ctx.acks.of('certificate').map((c) => c.serial)])) {
    const visitor = ctx.client(`172.20.${(++k >> 8) & 255}.${k & 255}`);
    const res = await visitor.request<{ revokedOn: string | null }>('GET', `/api/certificates/${serial}`, {
      route: 'GET /api/certificates/:serial',
      retry: true,
    });
    publicRevoked.set(serial, ok(res) ? res.body.revokedOn !== null : null);
  }
  return { ledgers, collectionsCsv, refundsCsv, publicRevoked };
}

/** Puts the figures together. */
export function figures(
  ctx: Ctx,
  db: DbFigures,
  api: Awaited<ReturnType<typeof fromApi>>,
  faults: Faults,
  sms: SmsGateway,
  backup: Figures['backup'],
): Figures {
  const season = new Map<string, { confirmed: number; refunded: number; moved: number }>();
  const of = (oid: string) => season.get(oid) ?? { confirmed: 0, refunded: 0, moved: 0 };
  for (const p of ctx.acks.of('payment')) {
    const s = of(p.oid);
    if (p.status === 'confirmed') s.confirmed += p.amount;
    season.set(p.oid, s);
  }
  for (const t of ctx.acks.of('transfer')) {
    season.set(t.oid, { ...of(t.oid), moved: of(t.oid).moved - t.amount });
    season.set(t.to, { ...of(t.to), moved: of(t.to).moved + t.amount });
  }
  for (const r of ctx.acks.of('refund')) {
    const s = of(r.oid);
    if (r.status === 'approved') s.refunded += r.amount;
    season.set(r.oid, s);
  }
  const orders: OrderFigures[] = [...db.orders].map(([oid, d]) => ({
    oid,
    apiNet: api.ledgers.get(oid) ?? NaN,
    dbConfirmed: d.confirmed,
    dbRefunded: d.refunded,
    dbMoved: d.moved,
    seasonConfirmed: season.get(oid)?.confirmed ?? 0,
    seasonRefunded: season.get(oid)?.refunded ?? 0,
    seasonMoved: season.get(oid)?.moved ?? 0,
  }));
  // The queue's mails carry `<message id@the site's host>`; account mails (sign-up, invitation) are sent directly.
  const queueDomain = new URL(ctx.url).hostname.replace(/\./g, '\\.');
  const queued = new RegExp(`^Message-ID:\\s*<([0-9a-f-]{36})@${queueDomain}>`, 'im');
  const mailDelivered: Record<string, number[]> = {};
  ctx.mail.inbox.forEach((m, k) => {
    const id = queued.exec(m.raw)?.[1];
    if (id) (mailDelivered[id] ??= []).push(ctx.mail.arrivals[k]!);
  });
  const failed = ctx.log.entries.filter((e) => e.status === 0 || e.status >= 500);
  const outside = failed.filter((e) => !faults.forgiven(e.at, { route: e.route }, e.at + e.ms));
  const lateForgiven = (t: number, problem: string) =>
    faults.forgiven(t, { problem }) || faults.forgiven(t - PROBLEM_SLACK_MS, { problem });
  const problemsOutside = ctx.problems.filter((p) => !lateForgiven(p.at, p.what));
  const acked = new Map(ctx.acks.of('certificate').map((c) => [c.serial, c.revoked]));
  return {
    orders,
    collectionsCsv: api.collectionsCsv,
    refundsCsv: api.refundsCsv,
    receipts: db.receipts,
    refundNumbers: db.refundNumbers,
    batches: db.batches,
    acks: { checked: db.checked, acknowledged: ctx.acks.count, missing: db.missing },
    messages: {
      rows: db.messages,
      smsDelivered: [...sms.delivered.keys()],
      smsRepeats: sms.state.duplicates,
      mailDelivered,
      disruptions: faults.disruptions,
    },
    certificates: [...new Set([...db.certificates.keys(), ...acked.keys()])].map((serial) => ({
      serial,
      // What the owner did, as the season saw it acknowledged; a certificate it never saw, as stored.
      revoked: acked.get(serial) ?? db.certificates.get(serial) ?? false,
      publicRevoked: api.publicRevoked.get(serial) ?? null,
    })),
    audit: db.audit,
    answers: {
      total: ctx.log.entries.length,
      failed: failed.length,
      forgiven: failed.length - outside.length,
      outside: outside.map((e) => `${new Date(e.at).toISOString()} ${e.route} → ${e.status || e.error}`),
    },
    problems: {
      total: ctx.problems.length,
      forgiven: ctx.problems.length - problemsOutside.length,
      outside: problemsOutside.map((p) => p.what),
    },
    backup,
  };
}
