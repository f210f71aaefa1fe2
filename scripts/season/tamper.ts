// `--break=NAME`: spoils one thing on purpose after the season and before the checks, so a run
// shows that the invariant of that name fails and the command exits non-zero naming it.
import type { Database } from '#server/db/client.ts';
import { rows } from './db';
import type { Ctx } from './context';
import type { SmsGateway } from './fakes';

export const BREAKABLE = [
  'ledger',
  'collections',
  'numbers',
  'capacity',
  'acknowledged',
  'messages',
  'certificates',
  'audit',
  '5xx',
  'answers',
  'backup',
] as const;
export type Breakable = (typeof BREAKABLE)[number];

/** What is done in the database (the app stopped on PGlite); null when the break is elsewhere. */
export async function tamperDatabase(d: Database, what: Breakable): Promise<string | null> {
  const one = async (text: string) => (await rows<{ id: string }>(d, text))[0]?.id;
  switch (what) {
    case 'ledger': {
      const id = await one(`select id from payments where status = 'confirmed' order by id limit 1`);
      await rows(d, `update payments set amount = amount + 100 where id = '${id}'`);
      return `payment ${id} raised by ৳100 behind the app's back`;
    }
    case 'collections': {
      const id = await one(`select id from payments where status = 'confirmed' order by id limit 1`);
      await rows(d, `update payments set confirmed_at = confirmed_at - interval '3 years' where id = '${id}'`);
      return `payment ${id} moved three years back`;
    }
    case 'numbers': {
      const id = await one(`select id from payments where receipt_number is not null order by receipt_number limit 1`);
      await rows(d, `update payments set receipt_number = receipt_number || '9' where id = '${id}'`);
      return `receipt of payment ${id} renumbered`;
    }
    case 'capacity': {
      const id = await one(`select id from batches where seats_taken > 0 order by id limit 1`);
      await rows(d, `update batches set seats_taken = seats_taken - 1 where id = '${id}'`);
      return `batch ${id} counts one student fewer than it seats`;
    }
    case 'acknowledged': {
      const id = await one(`select id from attendance order by id limit 1`);
      await rows(d, `delete from attendance where id = '${id}'`);
      return `attendance mark ${id} deleted`;
    }
    case 'certificates': {
      const id = await one(`select id from certificates where revoked_at is null order by id limit 1`);
      await rows(
        d,
        `update certificates set revoked_at = now(), revoked_by = null, revoke_reason = 'tampered' where id = '${id}'`,
      );
      return `certificate ${id} revoked behind the owner's back`;
    }
    case 'audit': {
      const order = await one(`select id from orders order by id limit 1`);
      await rows(
        d,
        `insert into payments (order_id, method, amount, trx_id, status) values ('${order}', 'cash', 1, null, 'submitted')`,
      );
      return `a payment written without its audit row`;
    }
    default:
      return null;
  }
}

/** What is done to the season's own evidence or the gateways' records. */
export function tamperEvidence(ctx: Ctx, sms: SmsGateway, what: Breakable): string | null {
  switch (what) {
    case 'messages': {
      const first = sms.delivered.keys().next().value;
      if (first) sms.delivered.delete(first);
      return `SMS ${first} taken out of the gateway's record`;
    }
    case '5xx':
      ctx.log.entries.push({
        at: Date.now(),
        ms: 1,
        sim: ctx.clock.now(),
        route: 'GET /api/tampered',
        status: 500,
        write: false,
      });
      return 'a 500 outside every fault window added to the log';
    case 'answers':
      ctx.problems.push({ at: Date.now(), what: 'a refusal added on purpose' });
      return 'an unexpected refusal added';
    default:
      return null;
  }
}
