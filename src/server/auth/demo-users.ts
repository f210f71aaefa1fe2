import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../shared/constants';
import { siteMeta, users } from '../db/schema';

const MARKER = 'seed.demo-users';

export interface DemoAccount {
  role: Role;
  label: string;
  name: string;
  email: string;
  password: string;
}

/**
 * First run on the embedded default: a demo owner (admin), teacher and student, each with a fresh
 * random password, returned once so start-up can print them. Never in production, never twice.
 */
export async function ensureDemoUsers(app: FastifyInstance): Promise<DemoAccount[]> {
  const db = app.db;
  const [done] = await db.select().from(siteMeta).where(eq(siteMeta.key, MARKER));
  if (done) return [];
  const pw = () => `Demo-${randomBytes(6).toString('base64url')}7`;
  const wanted: DemoAccount[] = [
    { role: 'admin', label: 'owner (admin)', name: 'School Owner', email: app.config.ownerEmail, password: pw() },
    {
      role: 'teacher',
      label: 'teacher',
      name: 'Demo Teacher',
      email: 'teacher@demo.khulnadriving.example',
      password: pw(),
    },
    {
      role: 'student',
      label: 'student',
      name: 'Demo Student',
      email: 'student@demo.khulnadriving.example',
      password: pw(),
    },
  ];
  const created: DemoAccount[] = [];
  for (const account of wanted) {
    const [exists] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()));
    if (exists) continue;
    const res = await app.auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    if (account.role !== 'student') await db.update(users).set({ role: account.role }).where(eq(users.id, res.user.id));
    created.push(account);
  }
  await db.insert(siteMeta).values({ key: MARKER, value: true }).onConflictDoNothing();
  return created;
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
