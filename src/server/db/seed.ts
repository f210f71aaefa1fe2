import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { courses, siteMeta, type NewCourseRow } from './schema';

export const SEED_COURSES: NewCourseRow[] = [
  {
    cid: 'manual-car',
    title: 'Manual Car Driving',
    details:
      'Learn to drive a manual (gear) car from the first lesson to the licence test: clutch control, gear changes, hill starts, city traffic on KDA Avenue and Khan Jahan Ali Road, highway driving and parking. Includes the BRTA written-test preparation.',
    price: 12000,
    lesson: 24,
    duration: '1 Month',
    dt: '1 Hour',
    practical: '20 Days',
    mechanical: '4 Days',
    image: '/images/courses/manual-car.svg',
  },
  {
    cid: 'auto-car',
    title: 'Automatic Car Driving',
    details:
      'An easier start behind the wheel with an automatic car: steering, braking, lane discipline, reversing and parallel parking, and confident driving in Khulna city traffic. Ideal for busy professionals and first-time drivers.',
    price: 10000,
    lesson: 18,
    duration: '3 Weeks',
    dt: '1 Hour',
    practical: '15 Days',
    mechanical: '3 Days',
    image: '/images/courses/auto-car.svg',
  },
  {
    cid: 'manual-auto-car',
    title: 'Manual + Automatic Car (Combo)',
    details:
      'Our most complete car course: master both manual and automatic cars, night driving, highway overtaking and emergency handling. Women trainees can ask for a female instructor. Licence application support included.',
    price: 15000,
    lesson: 30,
    duration: '6 Weeks',
    dt: '1 Hour 30 Minutes',
    practical: '26 Days',
    mechanical: '4 Days',
    image: '/images/courses/manual-auto-car.svg',
  },
  {
    cid: 'motorcycle-scooter',
    title: 'Motorcycle & Scooter Riding',
    details:
      'Balance, braking, gear and throttle control, riding with a pillion and safe riding in mixed traffic, on our own practice yard first and then on the road. Helmets and protective gear are provided.',
    price: 5000,
    lesson: 12,
    duration: '2 Weeks',
    dt: '45 Minutes',
    practical: '10 Days',
    mechanical: '2 Days',
    image: '/images/courses/motorcycle.svg',
  },
  {
    cid: 'mechanical',
    title: 'Basic Automobile Mechanics',
    details:
      'Understand the car you drive: engine, cooling, brakes, battery and electrical system, tyre change, daily checks and simple fault-finding. Hands-on sessions in our workshop with an experienced mechanic.',
    price: 8000,
    lesson: 16,
    duration: '1 Month',
    dt: '2 Hours',
    practical: '12 Days',
    mechanical: '12 Days',
    image: '/images/courses/mechanical.svg',
  },
  {
    cid: 'refresher',
    title: 'Refresher Course for Licence Holders',
    details:
      'Already have a licence but lost confidence? Eight focused lessons on city traffic, parking, highway driving and defensive driving rebuild your skills quickly, at the times that suit you.',
    price: 4000,
    lesson: 8,
    duration: '10 Days',
    dt: '1 Hour',
    practical: '8 Days',
    mechanical: '1 Day',
    image: '/images/courses/refresher.svg',
  },
];

const COURSES_SEEDED = 'seed.courses';

/**
 * Inserts the sample courses that are missing (by cid). Safe to run any number of times. It writes
 * behind the course cache's back (the database layer knows no feature): it runs before the app is
 * built (main.ts) or in its own process (db:seed), where no cached catalogue exists yet.
 */
export async function seedCourses(db: Db): Promise<number> {
  const inserted = await db
    .insert(courses)
    // Distinct creation times keep the catalogue in this order (lists are oldest first).
    .values(SEED_COURSES.map((c, i) => ({ ...c, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })))
    .onConflictDoNothing({ target: courses.cid })
    .returning({ cid: courses.cid });
  await db.insert(siteMeta).values({ key: COURSES_SEEDED, value: true }).onConflictDoNothing({ target: siteMeta.key });
  return inserted.length;
}

/**
 * First start on an empty database: seed the sample catalogue once. Later starts never re-add a
 * course the owner deleted on purpose, because the marker stays.
 */
export async function seedOnFirstRun(db: Db): Promise<void> {
  const [marker] = await db.select({ key: siteMeta.key }).from(siteMeta).where(eq(siteMeta.key, COURSES_SEEDED));
  if (marker) return;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  if (n === 0) await seedCourses(db);
  else await db.insert(siteMeta).values({ key: COURSES_SEEDED, value: true }).onConflictDoNothing();
}
