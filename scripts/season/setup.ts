// Before the first day: the owner the operator made enrols an authenticator, hires the admins
// and invites the teachers; the office adds the vehicles; the owner makes the season's coupon.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { appRoot } from '#server/lib/paths.ts';
import { expectOk } from './http';
import { PASSWORD, type Ctx } from './context';
import { asStaff, hireAdmin, inviteTeacher, ownerEnrols } from './people';
import { hasRefunds } from './refunds';
import type { Course, SeasonState } from './state';

/** `npm run user -- create-owner EMAIL`, the password on stdin, as the README tells the operator. */
export async function createOwner(env: Record<string, string>, email: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(appRoot, 'src/server/cli/user.ts'), 'create-owner', email],
    {
      cwd: appRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(`${PASSWORD}\n`);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`create-owner failed (${code}):\n${out}`);
}

const KIND_OF: Record<string, Course['kind']> = { 'motorcycle-scooter': 'motorcycle', mechanical: 'bay' };

export async function prepareSchool(ctx: Ctx): Promise<void> {
  const { world, state } = ctx;
  state.owner = await ownerEnrols(ctx, world.owner);
  for (const plan of world.admins) state.admins.push(await hireAdmin(ctx, plan));
  for (const plan of world.teachers) state.teachers.push(await inviteTeacher(ctx, plan));
  const courses = expectOk(
    await state.admins[0]!.client.request<{ cid: string; title: string; price: number; lesson: number }[]>(
      'GET',
      '/api/allcourse',
    ),
    'courses',
  );
  for (const c of courses) state.courses.set(c.cid, { ...c, kind: KIND_OF[c.cid] ?? 'car' });
  // The fleet: most are cars; one motorcycle and one workshop bay per six.
  for (let i = 0; i < world.shape.vehicles; i++) {
    const kind = i % 6 === 4 ? 'motorcycle' : i % 6 === 5 ? 'bay' : 'car';
    const res = await asStaff<{ id: string }>(ctx, state.admins[0]!, 'POST', '/api/vehicles', {
      json: {
        name: kind === 'bay' ? `Workshop bay ${i + 1}` : `${kind === 'car' ? 'Toyota Axio' : 'Honda CB'} ${i + 1}`,
        kind,
        registration: kind === 'bay' ? null : `Khulna Metro-${kind === 'car' ? 'GA' : 'LA'} 11-${String(1000 + i)}`,
      },
    });
    const v = expectOk(res, 'vehicle');
    state.vehicles.push({ id: v.id, kind });
    ctx.acks.add({ kind: 'vehicle', id: v.id });
  }
  state.coupon = `SEASON${world.seed}`;
  expectOk(
    await asStaff(ctx, state.owner, 'POST', '/api/coupons', {
      json: {
        code: state.coupon,
        kind: 'percent',
        value: 10,
        validFrom: world.calendar[0],
        validTo: world.calendar.at(-1),
        cap: 100_000,
        perStudent: 1,
      },
    }),
    'coupon',
  );
  state.refunds = await hasRefunds(ctx);
}

export function emptyState(): SeasonState {
  return {
    owner: null as never,
    admins: [],
    teachers: [],
    students: [],
    courses: new Map(),
    vehicles: [],
    batches: [],
    orders: [],
    coupon: '',
    refunds: false,
    trxSeq: 0,
    waitedForSlot: [],
  };
}
