// The season's verdict: each invariant judged from the figures collected at the end (collect.ts),
// printed one per line with its figures. Pure: `--break=<name>` feeds it a tampered database or
// record and the line that must fail does (tamper.ts).

export interface OrderFigures {
  oid: string;
  /** The ledger as the app answers it: what counts as paid, net of approved refunds. */
  apiNet: number;
  /** The database: confirmed payments and approved refunds. */
  dbConfirmed: number;
  dbRefunded: number;
  /** Carried in by a move from another course, less what was carried out to one. */
  dbMoved: number;
  /** The season's own record of the confirmations and refunds the app acknowledged. */
  seasonConfirmed: number;
  seasonRefunded: number;
  seasonMoved: number;
}

export interface NumberSequence {
  /** `R-2027` for receipts of 2027, `F-2027` for refunds… */
  series: string;
  numbers: number[];
  /** What the year's counter says was issued. */
  counter: number;
}

export interface Figures {
  orders: OrderFigures[];
  /** The collections CSV over the season, and the refunds CSV (null: the build has no refunds). */
  collectionsCsv: number;
  refundsCsv: number | null;
  receipts: NumberSequence[];
  refundNumbers: NumberSequence[] | null;
  batches: { id: string; capacity: number; seatsTaken: number; seats: number }[];
  acks: { checked: number; acknowledged: number; missing: string[] };
  messages: {
    rows: { id: string; channel: 'sms' | 'email'; status: string; withdrawn: boolean }[];
    /** csms_ids the SMS gateway took, and how many repeats it refused. */
    smsDelivered: string[];
    smsRepeats: number;
    /** When the mail server took each mail, by the queue's message id (from the Message-ID). */
    mailDelivered: Record<string, number[]>;
    /**
     * The SIGKILLs and the PostgreSQL restart: a process that had handed a mail to the mail server
     * and died (or lost its database) before recording it sends it again once its claim lapses.
     */
    disruptions: { what: string; at: number; repeats: number }[];
  };
  certificates: { serial: string; revoked: boolean; publicRevoked: boolean | null }[];
  audit: { checked: number; missing: string[] };
  answers: { total: number; failed: number; forgiven: number; outside: string[] };
  problems: { total: number; forgiven: number; outside: string[] };
  backup: { atBackup: Record<string, number>; restored: Record<string, number> } | null;
}

export interface Check {
  /** The invariant's short name (`--break=<name>` breaks it on purpose). */
  name: string;
  ok: boolean;
  line: string;
}

const taka = (n: number) => `৳${n.toLocaleString('en-US')}`;
const first = (list: string[], n = 3) =>
  list.length ? `: ${list.slice(0, n).join('; ')}${list.length > n ? ' …' : ''}` : '';

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function sequenceProblems(seqs: NumberSequence[]): string[] {
  const out: string[] = [];
  for (const s of seqs) {
    const sorted = [...s.numbers].sort((a, b) => a - b);
    const dups = sorted.filter((n, i) => i > 0 && sorted[i - 1] === n);
    const gaps: number[] = [];
    for (let n = 1, i = 0; n <= Math.max(s.counter, sorted.at(-1) ?? 0); n++) {
      while (i < sorted.length && sorted[i]! < n) i++;
      if (sorted[i] !== n) gaps.push(n);
    }
    if (dups.length) out.push(`${s.series}: ${dups.length} duplicate(s), e.g. ${dups[0]}`);
    if (gaps.length) out.push(`${s.series}: ${gaps.length} missing, e.g. ${gaps.slice(0, 3).join(', ')}`);
    if (s.counter !== sorted.length) out.push(`${s.series}: counter ${s.counter} but ${sorted.length} numbers`);
  }
  return out;
}

export function judge(f: Figures): Check[] {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, line: string) => checks.push({ name, ok, line });

  const wrongLedgers = f.orders.filter(
    (o) =>
      o.apiNet !== o.dbConfirmed + o.dbMoved - o.dbRefunded ||
      o.apiNet !== o.seasonConfirmed + o.seasonMoved - o.seasonRefunded,
  );
  const moved = f.orders.filter((o) => o.dbMoved !== 0).length / 2;
  const net = f.orders.reduce((s, o) => s + o.apiNet, 0);
  add(
    'ledger',
    wrongLedgers.length === 0,
    `every order's ledger net = confirmed payments ± money moved with a course change − approved refunds ` +
      `(database and the season's own record): ${f.orders.length - wrongLedgers.length}/${f.orders.length} orders ` +
      `(${moved} moved to another course), net ${taka(net)}` +
      first(
        wrongLedgers.map(
          (o) =>
            `${o.oid} ledger ${o.apiNet}, database ${o.dbConfirmed}${signed(o.dbMoved)}−${o.dbRefunded}, ` +
            `season ${o.seasonConfirmed}${signed(o.seasonMoved)}−${o.seasonRefunded}`,
        ),
      ),
  );

  const csvNet = f.collectionsCsv - (f.refundsCsv ?? 0);
  add(
    'collections',
    csvNet === net,
    `collections CSV ${taka(f.collectionsCsv)} − refunds CSV ${f.refundsCsv === null ? '(no refunds in this build)' : taka(f.refundsCsv)} ` +
      `= ${taka(csvNet)}; sum of the ledgers ${taka(net)}`,
  );

  const receiptProblems = sequenceProblems(f.receipts);
  const refundProblems = f.refundNumbers ? sequenceProblems(f.refundNumbers) : [];
  const count = (seqs: NumberSequence[]) => seqs.reduce((s, q) => s + q.numbers.length, 0);
  add(
    'numbers',
    receiptProblems.length + refundProblems.length === 0,
    `receipt numbers without gaps or repeats: ${count(f.receipts)} in ${f.receipts.map((s) => s.series).join(', ') || 'no year'}` +
      (f.refundNumbers ? `; refund numbers: ${count(f.refundNumbers)}` : '; refund numbers: none in this build') +
      first([...receiptProblems, ...refundProblems]),
  );

  const overfull = f.batches.filter(
    (b) => b.seatsTaken > b.capacity || b.seats > b.capacity || b.seats !== b.seatsTaken,
  );
  const seats = f.batches.reduce((s, b) => s + b.seats, 0);
  const capacity = f.batches.reduce((s, b) => s + b.capacity, 0);
  add(
    'capacity',
    overfull.length === 0,
    `no batch holds more students than its seats: ${f.batches.length} batches, ${seats} students in ${capacity} seats` +
      first(overfull.map((b) => `${b.id}: ${b.seats} seated, ${b.seatsTaken} counted, ${b.capacity} seats`)),
  );

  add(
    'acknowledged',
    f.acks.missing.length === 0,
    `every acknowledged write is present: ${f.acks.checked - f.acks.missing.length}/${f.acks.checked} things ` +
      `(${f.acks.acknowledged} acknowledged writes)` +
      first(f.acks.missing),
  );

  const m = f.messages;
  const withdrawn = m.rows.filter((r) => r.withdrawn).length;
  const unsent = m.rows.filter((r) => r.status !== 'sent' && !r.withdrawn);
  const smsRows = m.rows.filter((r) => r.channel === 'sms' && r.status === 'sent').map((r) => r.id);
  const mailRows = m.rows.filter((r) => r.channel === 'email' && r.status === 'sent').map((r) => r.id);
  const delivered = new Set(m.smsDelivered);
  const smsMissing = smsRows.filter((id) => !delivered.has(id));
  const smsLogged = new Set(smsRows);
  const mailLogged = new Set(mailRows);
  const smsStray = m.smsDelivered.filter((id) => !smsLogged.has(id));
  const mailMissing = mailRows.filter((id) => !m.mailDelivered[id]);
  const mailStray = Object.keys(m.mailDelivered).filter((id) => !mailLogged.has(id));
  const unexplained = unexplainedRepeats(m.mailDelivered, m.disruptions);
  const mailRepeats = Object.values(m.mailDelivered).reduce((s, times) => s + times.length - 1, 0);
  add(
    'messages',
    unsent.length + smsMissing.length + smsStray.length + mailMissing.length + mailStray.length + unexplained.length ===
      0,
    `every SMS and mail sent exactly once (queue and gateways agree): ${smsRows.length} SMS, ${mailRows.length} mails; ` +
      `not sent ${unsent.length} (besides ${withdrawn} lesson reminders stopped when their order ended); SMS the gateway lacks ${smsMissing.length}, it has unlogged ${smsStray.length}, ` +
      `repeats it refused by csms_id ${m.smsRepeats}; mails lacking ${mailMissing.length}, unlogged ${mailStray.length}, ` +
      `repeated ${mailRepeats}, each across a SIGKILL or restart that struck while it was in hand (${m.disruptions.length} struck), unexplained ${unexplained.length}` +
      first([...unsent.map((r) => `${r.channel} ${r.id} ${r.status}`), ...smsMissing, ...mailMissing, ...unexplained]),
  );

  const badCerts = f.certificates.filter((c) => c.publicRevoked === null || c.publicRevoked !== c.revoked);
  const revoked = f.certificates.filter((c) => c.revoked).length;
  add(
    'certificates',
    badCerts.length === 0,
    `every issued certificate verifies and every revoked one says so: ${f.certificates.length - revoked} standing, ${revoked} revoked` +
      first(
        badCerts.map(
          (c) =>
            `${c.serial}: ${c.revoked ? 'revoked' : 'standing'}, the check says ${c.publicRevoked === null ? 'nothing' : c.publicRevoked ? 'revoked' : 'standing'}`,
        ),
      ),
  );

  add(
    'audit',
    f.audit.missing.length === 0,
    `every money and role change has its audit row: ${f.audit.checked - f.audit.missing.length}/${f.audit.checked}` +
      first(f.audit.missing),
  );

  add(
    '5xx',
    f.answers.outside.length === 0,
    `no 5xx or lost answer outside a fault's window: ${f.answers.total} answers, ${f.answers.failed} failed, ` +
      `${f.answers.forgiven} of them inside a fault's window` +
      first(f.answers.outside),
  );

  add(
    'answers',
    f.problems.outside.length === 0,
    `every action got the answer the school's rules call for: ${f.problems.total} unexpected, ` +
      `${f.problems.forgiven} of them inside a fault's window` +
      first(f.problems.outside),
  );

  if (f.backup) {
    const keys = Object.keys(f.backup.atBackup);
    const differ = keys.filter((k) => f.backup!.atBackup[k] !== f.backup!.restored[k]);
    add(
      'backup',
      differ.length === 0,
      `the backup taken mid-season, restored into a second database, gives the same sums: ` +
        `${keys.length - differ.length}/${keys.length} figures (${taka(f.backup.atBackup.confirmed_taka ?? 0)} confirmed, ` +
        `${f.backup.atBackup.orders ?? 0} orders)` +
        first(differ.map((k) => `${k} ${f.backup!.atBackup[k]} → ${f.backup!.restored[k]}`)),
    );
  } else add('backup', true, 'the backup taken mid-season: not taken in this run (no faults)');
  return checks;
}

/**
 * How long a mail can have been in a process's hands when it died: from the mail server's OK to the
 * queue's record of it is one database write, slowed by a busy machine or a database restarting.
 */
export const HELD_MS = 30_000;
/** The season stamps a mail's arrival in its own event loop, which may run a little after the strike. */
const STAMP_SLACK_MS = 2_000;

/**
 * The repeated mails no disruption explains. Mail has no receiver-side check like the SMS gateway's
 * csms_id, so a mail handed over just before its process died is sent again: a repeat is accepted
 * only when a SIGKILL or a database restart struck after its previous copy arrived (within
 * HELD_MS) and before the repeat, and each disruption explains at most one mail per process it
 * stopped. Anything else (a repeat without a fault, two from one SIGKILL) fails the invariant.
 */
export function unexplainedRepeats(
  delivered: Record<string, number[]>,
  disruptions: { what: string; at: number; repeats: number }[],
): string[] {
  const left = disruptions.map((d) => d.repeats);
  const out: string[] = [];
  for (const [id, times] of Object.entries(delivered)) {
    const sorted = [...times].sort((a, b) => a - b);
    for (let k = 1; k < sorted.length; k++) {
      const before = sorted[k - 1]!;
      const again = sorted[k]!;
      const d = disruptions.findIndex(
        (x, i) => left[i]! > 0 && before <= x.at + STAMP_SLACK_MS && x.at - before <= HELD_MS && again >= x.at,
      );
      if (d === -1) out.push(`mail ${id} arrived again with no SIGKILL or restart between`);
      else left[d]!--;
    }
  }
  return out;
}

/** The lines as printed, and the exit code: 0 only when every line is ok. */
export function verdict(checks: Check[]): { lines: string[]; exitCode: number; failed: string[] } {
  const failed = checks.filter((c) => !c.ok).map((c) => c.name);
  return {
    lines: checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(13)} ${c.line}`),
    exitCode: failed.length ? 1 : 0,
    failed,
  };
}
