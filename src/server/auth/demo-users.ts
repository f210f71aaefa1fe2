import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/constants.ts';
import { siteMeta, users } from '#server/db/schema/index.ts';
import { createOwner } from './owner';

const MARKER = 'seed.demo-users';
export const DEMO_TEACHER_EMAIL = 'teacher@demo.khulnadriving.example';
export const DEMO_STUDENT_EMAIL = 'student@demo.khulnadriving.example';
/**
 * Set by `npm run import:legacy`: the school's own people are here, so a start makes no demo
 * teacher or student (the owner's account still, when there is none).
 */
export const LEGACY_IMPORTED = 'legacy.imported';

export interface DemoAccount {
  role: Role;
  label: string;
  name: string;
  email: string;
  password: string;
}

/**
 * First run on the embedded default: a demo owner (admin), teacher and student, each with a fresh
 * random password, returned once so start-up can print them. Never in production, never twice,
 * and no teacher or student once the old site's data was imported (the owner only).
 * The server made these addresses up, so they count as verified (no mail could reach them).
 */
export async function ensureDemoUsers(app: FastifyInstance): Promise<DemoAccount[]> {
  const db = app.db;
  const [done] = await db.select().from(siteMeta).where(eq(siteMeta.key, MARKER));
  if (done) {
    await markDemoUsersVerified(app);
    return [];
  }
  const pw = () => `Demo-${randomBytes(6).toString('base64url')}7`;
  const wanted: DemoAccount[] = [
    { role: 'admin', label: 'owner (admin)', name: 'School Owner', email: app.config.ownerEmail, password: pw() },
    {
      role: 'teacher',
      label: 'teacher',
      name: 'Demo Teacher',
      email: DEMO_TEACHER_EMAIL,
      password: pw(),
    },
    {
      role: 'student',
      label: 'student',
      name: 'Demo Student',
      email: DEMO_STUDENT_EMAIL,
      password: pw(),
    },
  ];
  const [imported] = await db.select().from(siteMeta).where(eq(siteMeta.key, LEGACY_IMPORTED));
  const created: DemoAccount[] = [];
  for (const account of wanted) {
    if (imported && account.role !== 'admin') continue;
    const [exists] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()));
    if (exists) continue;
    if (account.email === app.config.ownerEmail) {
      await createOwner(app, { email: account.email, name: account.name, password: account.password });
    } else {
      const res = await app.auth.api.signUpEmail({
        body: { name: account.name, email: account.email, password: account.password },
      });
      await db.update(users).set({ role: account.role, emailVerified: true }).where(eq(users.id, res.user.id));
    }
    created.push(account);
  }
  await db.insert(siteMeta).values({ key: MARKER, value: true }).onConflictDoNothing();
  return created;
}

/**
 * Demo data made before addresses were verified: the demo teacher and student, and the owner the
 * seed made (an admin at OWNER_EMAIL). Idempotent; runs only where demo accounts are seeded.
 */
async function markDemoUsersVerified(app: FastifyInstance): Promise<void> {
  await app.db
    .update(users)
    .set({ emailVerified: true })
    .where(and(inArray(users.email, [DEMO_TEACHER_EMAIL, DEMO_STUDENT_EMAIL]), eq(users.emailVerified, false)));
  await app.db
    .update(users)
    .set({ emailVerified: true })
    .where(
      and(
        eq(sql`lower(${users.email})`, app.config.ownerEmail),
        eq(users.role, 'admin'),
        eq(users.emailVerified, false),
      ),
    );
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const lines = accounts.map((a) => `  ${a.label.padEnd(14)} ${a.email.padEnd(40)} ${a.password}`);
  return [
    '',
    'Demo accounts were created (shown once; change or remove them before real use):',
    ...lines,
    '  Change a role with: npm run user -- set-role EMAIL student|teacher|admin',
    '',
  ].join('\n');
}
