import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { courses, questions, schoolSettings, siteMeta, type NewCourseRow } from './schema';
import { SAMPLE_SCHOOL } from './sample-school';
import { SEED_QUESTIONS } from './seed-questions';

/** The sample catalogue, in English and in Bengali. */
export const SEED_COURSES: NewCourseRow[] = [
  {
    cid: 'manual-car',
    title: 'Manual Car Driving',
    titleBn: 'ম্যানুয়াল কার ড্রাইভিং',
    details:
      'Learn to drive a manual (gear) car from the first lesson to the licence test: clutch control, gear changes, hill starts, city traffic on KDA Avenue and Khan Jahan Ali Road, highway driving and parking. Includes the BRTA written-test preparation.',
    detailsBn:
      'প্রথম ক্লাস থেকে লাইসেন্স পরীক্ষা পর্যন্ত ম্যানুয়াল (গিয়ারওয়ালা) গাড়ি চালানো শিখুন: ক্লাচ নিয়ন্ত্রণ, গিয়ার বদল, ঢালে গাড়ি চালু করা, কেডিএ অ্যাভিনিউ ও খান জাহান আলী রোডের যানজটে চালানো, মহাসড়কে চালানো আর পার্কিং। বিআরটিএ-র লিখিত পরীক্ষার প্রস্তুতিও এর মধ্যে আছে।',
    price: 12000,
    lesson: 24,
    duration: '1 Month',
    durationBn: '১ মাস',
    dt: '1 Hour',
    dtBn: '১ ঘণ্টা',
    practical: '20 Days',
    practicalBn: '২০ দিন',
    mechanical: '4 Days',
    mechanicalBn: '৪ দিন',
    image: '/images/courses/manual-car.svg',
  },
  {
    cid: 'auto-car',
    title: 'Automatic Car Driving',
    titleBn: 'অটোমেটিক কার ড্রাইভিং',
    details:
      'An easier start behind the wheel with an automatic car: steering, braking, lane discipline, reversing and parallel parking, and confident driving in Khulna city traffic. Ideal for busy professionals and first-time drivers.',
    detailsBn:
      'অটোমেটিক গাড়িতে সহজে শুরু করুন: স্টিয়ারিং, ব্রেক, লেন মেনে চলা, পেছনে চালানো ও প্যারালাল পার্কিং, আর খুলনা শহরের যানজটে আত্মবিশ্বাসের সঙ্গে গাড়ি চালানো। ব্যস্ত চাকরিজীবী ও প্রথমবার যাঁরা স্টিয়ারিং ধরছেন, তাঁদের জন্য উপযুক্ত।',
    price: 10000,
    lesson: 18,
    duration: '3 Weeks',
    durationBn: '৩ সপ্তাহ',
    dt: '1 Hour',
    dtBn: '১ ঘণ্টা',
    practical: '15 Days',
    practicalBn: '১৫ দিন',
    mechanical: '3 Days',
    mechanicalBn: '৩ দিন',
    image: '/images/courses/auto-car.svg',
  },
  {
    cid: 'manual-auto-car',
    title: 'Manual + Automatic Car (Combo)',
    titleBn: 'ম্যানুয়াল + অটোমেটিক কার (কম্বো)',
    details:
      'Our most complete car course: master both manual and automatic cars, night driving, highway overtaking and emergency handling. Women trainees can ask for a female instructor. Licence application support included.',
    detailsBn:
      'আমাদের সবচেয়ে পূর্ণাঙ্গ কার কোর্স: ম্যানুয়াল ও অটোমেটিক দুই ধরনের গাড়িতেই দক্ষ হয়ে উঠুন, সঙ্গে রাতে গাড়ি চালানো, মহাসড়কে ওভারটেক করা ও জরুরি পরিস্থিতি সামলানো। নারী প্রশিক্ষণার্থীরা চাইলে নারী প্রশিক্ষক পাবেন। লাইসেন্সের আবেদনেও আমরা সাহায্য করি।',
    price: 15000,
    lesson: 30,
    duration: '6 Weeks',
    durationBn: '৬ সপ্তাহ',
    dt: '1 Hour 30 Minutes',
    dtBn: '১ ঘণ্টা ৩০ মিনিট',
    practical: '26 Days',
    practicalBn: '২৬ দিন',
    mechanical: '4 Days',
    mechanicalBn: '৪ দিন',
    image: '/images/courses/manual-auto-car.svg',
  },
  {
    cid: 'motorcycle-scooter',
    title: 'Motorcycle & Scooter Riding',
    titleBn: 'মোটরসাইকেল ও স্কুটার চালানো',
    details:
      'Balance, braking, gear and throttle control, riding with a pillion and safe riding in mixed traffic, on our own practice yard first and then on the road. Helmets and protective gear are provided.',
    detailsBn:
      'ভারসাম্য রাখা, ব্রেক, গিয়ার ও থ্রটল নিয়ন্ত্রণ, পেছনে যাত্রী নিয়ে চালানো এবং মিশ্র যানজটে নিরাপদে চালানো: প্রথমে আমাদের নিজস্ব অনুশীলন মাঠে, তারপর রাস্তায়। হেলমেট ও সুরক্ষা সরঞ্জাম আমরাই দিই।',
    price: 5000,
    lesson: 12,
    duration: '2 Weeks',
    durationBn: '২ সপ্তাহ',
    dt: '45 Minutes',
    dtBn: '৪৫ মিনিট',
    practical: '10 Days',
    practicalBn: '১০ দিন',
    mechanical: '2 Days',
    mechanicalBn: '২ দিন',
    image: '/images/courses/motorcycle.svg',
    skillKind: 'motorcycle',
  },
  {
    cid: 'mechanical',
    title: 'Basic Automobile Mechanics',
    titleBn: 'প্রাথমিক অটোমোবাইল মেকানিক্স',
    details:
      'Understand the car you drive: engine, cooling, brakes, battery and electrical system, tyre change, daily checks and simple fault-finding. Hands-on sessions in our workshop with an experienced mechanic.',
    detailsBn:
      'যে গাড়ি চালান, সেটিকে ভালো করে চিনুন: ইঞ্জিন, কুলিং, ব্রেক, ব্যাটারি ও বৈদ্যুতিক ব্যবস্থা, চাকা বদলানো, প্রতিদিনের পরীক্ষা আর ছোটখাটো ত্রুটি খুঁজে বের করা। অভিজ্ঞ মেকানিকের সঙ্গে আমাদের ওয়ার্কশপে হাতে-কলমে শেখা।',
    price: 8000,
    lesson: 16,
    duration: '1 Month',
    durationBn: '১ মাস',
    dt: '2 Hours',
    dtBn: '২ ঘণ্টা',
    practical: '12 Days',
    practicalBn: '১২ দিন',
    mechanical: '12 Days',
    mechanicalBn: '১২ দিন',
    image: '/images/courses/mechanical.svg',
    skillKind: 'mechanics',
  },
  {
    cid: 'refresher',
    title: 'Refresher Course for Licence Holders',
    titleBn: 'লাইসেন্সধারীদের জন্য রিফ্রেশার কোর্স',
    details:
      'Already have a licence but lost confidence? Eight focused lessons on city traffic, parking, highway driving and defensive driving rebuild your skills quickly, at the times that suit you.',
    detailsBn:
      'লাইসেন্স আছে, কিন্তু আত্মবিশ্বাস কমে গেছে? শহরের যানজট, পার্কিং, মহাসড়কে চালানো ও সাবধানী (ডিফেন্সিভ) ড্রাইভিংয়ের ওপর আটটি মনোযোগী ক্লাস দ্রুত আপনার দক্ষতা ফিরিয়ে আনবে, আপনার সুবিধামতো সময়ে।',
    price: 4000,
    lesson: 8,
    duration: '10 Days',
    durationBn: '১০ দিন',
    dt: '1 Hour',
    dtBn: '১ ঘণ্টা',
    practical: '8 Days',
    practicalBn: '৮ দিন',
    mechanical: '1 Day',
    mechanicalBn: '১ দিন',
    image: '/images/courses/refresher.svg',
  },
];

/** Set once the sample catalogue was put in (or found unwanted): it never comes back. */
export const COURSES_SEEDED = 'seed.courses';
const SAMPLE_COURSES_IN_BENGALI = 'seed.courses.bn';

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
 * Installations seeded before courses had Bengali texts: each sample course that is still exactly
 * as seeded in English and has no Bengali yet gets the sample's Bengali texts. A course the owner
 * has changed or translated is left alone. Once per installation.
 */
export async function translateSampleCourses(db: Db): Promise<number> {
  const [done] = await db
    .select({ key: siteMeta.key })
    .from(siteMeta)
    .where(eq(siteMeta.key, SAMPLE_COURSES_IN_BENGALI));
  if (done) return 0;
  let translated = 0;
  for (const c of SEED_COURSES) {
    const rows = await db
      .update(courses)
      .set({
        titleBn: c.titleBn,
        detailsBn: c.detailsBn,
        durationBn: c.durationBn,
        dtBn: c.dtBn,
        practicalBn: c.practicalBn,
        mechanicalBn: c.mechanicalBn,
      })
      .where(
        and(
          eq(courses.cid, c.cid),
          eq(courses.title, c.title),
          eq(courses.details, c.details),
          eq(courses.titleBn, ''),
          eq(courses.detailsBn, ''),
        ),
      )
      .returning({ cid: courses.cid });
    translated += rows.length;
  }
  await db
    .insert(siteMeta)
    .values({ key: SAMPLE_COURSES_IN_BENGALI, value: true })
    .onConflictDoNothing({ target: siteMeta.key });
  return translated;
}

/** The school's facts start as the samples (src/server/db/sample-school.ts); an existing record stays. */
export async function seedSchoolSettings(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(schoolSettings)
    .values({ id: 1, value: SAMPLE_SCHOOL })
    .onConflictDoNothing({ target: schoolSettings.id })
    .returning({ id: schoolSettings.id });
  return inserted.length > 0;
}

const QUESTIONS_SEEDED = 'seed.questions';

/**
 * The sample question bank, once per installation: later starts never bring back a question staff
 * retired or changed, because the marker stays. An installation that already has questions only
 * gets the marker. Answers how many were inserted.
 */
export async function seedQuestions(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(siteMeta)
      .values({ key: QUESTIONS_SEEDED, value: true })
      .onConflictDoNothing({ target: siteMeta.key })
      .returning({ key: siteMeta.key });
    if (marked.length === 0) return 0;
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(questions);
    if (n > 0) return 0;
    return (await tx.insert(questions).values(SEED_QUESTIONS).returning({ id: questions.id })).length;
  });
}

/**
 * Every start: the sample catalogue once on an empty database (later starts never re-add a course
 * the owner deleted on purpose, because the marker stays), Bengali texts for untouched sample
 * courses of older installations, the school's facts when there are none yet, and the sample
 * question bank once.
 */
export async function seedOnFirstRun(db: Db): Promise<void> {
  await seedSchoolSettings(db);
  const [marker] = await db.select({ key: siteMeta.key }).from(siteMeta).where(eq(siteMeta.key, COURSES_SEEDED));
  if (!marker) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
    if (n === 0) await seedCourses(db);
    else await db.insert(siteMeta).values({ key: COURSES_SEEDED, value: true }).onConflictDoNothing();
  }
  await translateSampleCourses(db);
  await seedQuestions(db);
}
