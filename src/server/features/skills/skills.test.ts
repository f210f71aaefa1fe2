import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Batch, Progress, SkillList } from '#shared/schemas/batch.ts';
import type { Course } from '#shared/schemas/course.ts';
import type { Order } from '#shared/schemas/order.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { DEFAULT_SKILLS } from '#shared/default-skills.ts';
import { addCourse } from '#server/test/orders.ts';
import { seatedStudent } from '#server/test/batches.ts';

const OWNER_EMAIL = 'owner@school.test';
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let order: Order;
let batch: Batch;
const today = todayInDhaka();

const auditOf = async (entity: string, id: string) =>
  (await t.get(t.owner, `/api/audit?entity=${entity}&entityId=${id}`)).json<AuditEntry[]>();

// A student seated in a batch, so a changed checklist shows on the roster, the marks and progress.
beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  await addCourse(t, 'manual-car', 12000, { lesson: 2 });
  ({ batch, order } = await seatedStudent(t, 'manual-car'));
});
afterAll(async () => {
  await t?.close();
});

describe(`skill checklists (${label})`, () => {
  it('teachers and the office read every kind’s list; students and visitors do not', async () => {
    const lists = (await t.get(t.teacher, '/api/skills')).json<SkillList[]>();
    expect(lists.map((l) => l.kind)).toEqual(['car', 'motorcycle', 'mechanics']);
    expect(lists[0]).toMatchObject({ changed: false, skills: DEFAULT_SKILLS.car });
    expect((await t.get(t.student, '/api/skills')).statusCode).toBe(403);
    expect((await t.get(null, '/api/skills')).statusCode).toBe(401);
  });

  it('only the owner changes a list; kept skills keep their key, new ones get one, and ticks follow', async () => {
    const change = {
      skills: [
        { key: 'controls', en: 'Controls and seat', bn: 'নিয়ন্ত্রণ ও আসন' },
        { key: 'parking', en: 'Parking', bn: 'পার্কিং' },
        { en: 'Night driving', bn: 'রাতে চালানো' },
      ],
    };
    for (const who of [t.admin, t.teacher, t.student])
      expect((await t.put(who, '/api/skills/car', change)).statusCode).toBe(403);
    const res = await t.put(t.owner, '/api/skills/car', change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SkillList>().skills).toEqual([
      { key: 'controls', en: 'Controls and seat', bn: 'নিয়ন্ত্রণ ও আসন' },
      { key: 'parking', en: 'Parking', bn: 'পার্কিং' },
      { key: 'night-driving', en: 'Night driving', bn: 'রাতে চালানো' },
    ]);

    // The batch's roster and the teacher's marks now use the new list.
    const detail = (await t.get(t.teacher, `/api/batches/${batch.id}`)).json<{ skills: { key: string }[] }>();
    expect(detail.skills.map((s) => s.key)).toEqual(['controls', 'parking', 'night-driving']);
    const marked = await t.post(t.teacher, `/api/batches/${batch.id}/attendance`, {
      oid: order.oid,
      date: today,
      status: 'present',
      skills: ['night-driving', 'parking'],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const gone = await t.post(t.teacher, `/api/batches/${batch.id}/attendance`, {
      oid: order.oid,
      date: today,
      status: 'present',
      skills: ['hill-start'],
    });
    expect(gone.statusCode).toBe(400);
    const progress = (await t.get(t.student, `/api/orders/${order.oid}/progress`)).json<Progress>();
    expect(progress.skills.filter((s) => s.done).map((s) => s.key)).toEqual(['parking', 'night-driving']);

    const audit = await auditOf('skills', 'car');
    expect(audit[0]).toMatchObject({
      action: 'skills.updated',
      actorEmail: OWNER_EMAIL,
      after: { skills: ['Controls and seat', 'Parking', 'Night driving'] },
    });
    expect((audit[0]!.before as { skills: string[] }).skills).toContain('Hill start');
  });

  it('refuses an unknown key, a name twice, an empty list, and changes nothing then', async () => {
    const before = (await t.get(t.owner, '/api/skills')).json<SkillList[]>()[0]!.skills;
    const refusals = [
      { skills: [{ key: 'flying', en: 'Flying', bn: 'ওড়া' }] },
      {
        skills: [
          { en: 'Parking', bn: 'পার্কিং' },
          { key: 'parking', en: 'parking', bn: 'পার্কিং ২' },
        ],
      },
      { skills: [] },
      { skills: [{ en: '', bn: 'খালি' }] },
    ];
    for (const body of refusals) {
      const res = await t.put(t.owner, '/api/skills/car', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
    expect((await t.put(t.owner, '/api/skills/bicycle', { skills: [{ en: 'A', bn: 'ক' }] })).statusCode).toBe(400);
    expect((await t.get(t.owner, '/api/skills')).json<SkillList[]>()[0]!.skills).toEqual(before);
  });

  it('a course names its checklist; the course form’s choice is saved and kept when left out', async () => {
    const bike = {
      title: 'Motorcycle basics',
      details: 'Riding.',
      price: 4000,
      lesson: 6,
      dt: '1 Hour',
      practical: '6 Days',
      mechanical: '1 Day',
    };
    const saved = await t.put(t.owner, '/api/course?cid=bike-1&mode=create', { ...bike, skillKind: 'motorcycle' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Course>().skillKind).toBe('motorcycle');
    // Left out of an update, the kind stays as it was.
    const again = await t.put(t.owner, '/api/course?cid=bike-1&mode=update', { ...bike, details: 'Riding in town.' });
    expect(again.json<Course>().skillKind).toBe('motorcycle');
    const bad = await t.put(t.owner, '/api/course?cid=bike-1&mode=update', { ...bike, skillKind: 'boat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { skillKind: expect.any(String) } });
  });
});
