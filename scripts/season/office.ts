// The office's day and the public's: enquiries from the website, the inbox the office works
// through, and the lists and reports the office opens every afternoon.
import { ok } from './http';
import { problem, type Ctx } from './context';
import { asStaff } from './people';
import type { Staff } from './state';
import type { Enquiry } from './world';

/** Someone writes through the contact form (anonymous, from their own address). */
export async function enquire(ctx: Ctx, e: Enquiry, ip: string): Promise<void> {
  const client = ctx.client(ip);
  const res = await client.request<{ id: string }>('POST', '/api/contact', {
    json: { user_name: e.name, user_email: e.email, phone: e.phone, message: e.message },
  });
  // A visitor whose send failed does not know whether it went; the acknowledged ones must be there.
  if (ok(res)) ctx.acks.add({ kind: 'enquiry', id: res.body.id, handled: false });
  else problem(ctx, `enquiry from ${e.email}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** An admin answers the open enquiries, oldest first, a day's worth at a time. */
export async function workInbox(ctx: Ctx, admin: Staff, howMany: number): Promise<void> {
  const list = await asStaff<{ id: string; handledAt: string | null }[]>(
    ctx,
    admin,
    'GET',
    `/api/contact-messages?status=open&limit=${howMany}`,
    { route: 'GET /api/contact-messages', retry: true },
  );
  if (!ok(list)) return problem(ctx, `inbox: ${list.status}`);
  for (const m of list.body) {
    const res = await asStaff(ctx, admin, 'PATCH', `/api/contact-messages/${m.id}`, {
      json: { read: true, handled: true },
      route: 'PATCH /api/contact-messages/:id',
      retry: true,
    });
    if (!ok(res)) problem(ctx, `handling ${m.id}: ${res.status}`);
    else ctx.acks.add({ kind: 'enquiry', id: m.id, handled: true });
  }
}

/** The lists and reports the office opens (the same ones the performance figures time). */
export function staffLists(today: string, phoneDigits: string): { route: string; path: string }[] {
  const month = today.slice(0, 7);
  return [
    { route: 'order search by phone', path: `/api/allOrder?q=${phoneDigits}&page=1&limit=20` },
    { route: 'dues', path: '/api/reports/dues' },
    { route: 'collections', path: `/api/reports/collections?from=${month}-01&to=${today}` },
    { route: 'monthly chart', path: '/api/reports/monthly?months=12' },
    // The office's batch page: the current batches, and the first page of those that ended earlier.
    { route: 'batches', path: '/api/batches?stage=current' },
    { route: 'batches ended earlier', path: '/api/batches?stage=earlier&page=1&limit=20' },
    { route: 'payments', path: '/api/payments?page=1&limit=20' },
    { route: 'audit log', path: '/api/audit-log?page=1&limit=50' },
    { route: 'enquiry inbox', path: '/api/contact-messages?status=all&page=1&limit=20' },
  ];
}

/** An admin (the owner for the audit log) opens each list once. */
export async function openLists(ctx: Ctx, admin: Staff): Promise<void> {
  const someone = ctx.state.students.find((s) => s.orders.length > 0);
  for (const l of staffLists(ctx.today, (someone?.plan.phone ?? '01711').slice(-6))) {
    const who = l.route === 'audit log' ? ctx.state.owner : admin;
    const res = await asStaff(ctx, who, 'GET', l.path, { route: `list: ${l.route}`, retry: true });
    if (!ok(res)) problem(ctx, `${l.route}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
}
