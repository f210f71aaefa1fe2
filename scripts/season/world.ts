// The school and its year, drawn from the seed before anything runs: the staff, every student with
// the course(s) they will book and when, how they will pay (and mistype), how diligent they are,
// and the enquiries strangers send. The same seed draws the same world; what happens to it (the
// days its batches meet, who is ready when) follows from the school's own rules as the season runs.
import { addDays } from '#shared/dates.ts';
import { Rng } from './rng';

export interface Shape {
  label: string;
  /** The first simulated day (Asia/Dhaka). */
  start: string;
  days: number;
  students: number;
  /** Enquiries in all, from students before they book and from people who never do. */
  enquiries: number;
  admins: number;
  teachers: number;
  vehicles: number;
  /** A short season books in its first weeks and teaches six days a week, so courses can end in it. */
  short: boolean;
}

export const SHAPES: Record<'year' | 'month' | 'district', Shape> = {
  year: {
    label: 'a year',
    start: '2027-01-01',
    days: 365,
    students: 600,
    enquiries: 1200,
    admins: 2,
    teachers: 8,
    vehicles: 6,
    short: false,
  },
  month: {
    label: 'a month',
    start: '2027-01-01',
    days: 30,
    students: 50,
    enquiries: 100,
    admins: 2,
    teachers: 8,
    vehicles: 6,
    short: true,
  },
  district: {
    label: 'a district (20 schools’ volume)',
    start: '2027-01-01',
    days: 365,
    students: 12000,
    enquiries: 24000,
    admins: 20,
    teachers: 160,
    vehicles: 120,
    short: false,
  },
};

/**
 * The year at `scale` (0.1: a tenth of it, 36 days and 60 students, for a run while developing;
 * 1: the year). A season under four months is short: it books early and teaches six days a week.
 */
export function scaledYear(scale: number): Shape {
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number above 0 and at most 1');
  const year = SHAPES.year;
  const days = Math.max(14, Math.round(year.days * scale));
  const students = Math.max(10, Math.round(year.students * scale));
  return {
    ...year,
    label: scale === 1 ? year.label : `a year at scale ${scale}`,
    days,
    students,
    enquiries: students * 2,
    short: days < 120,
  };
}

export type PayWay = 'checkout' | 'typed' | 'cash';
export type Wallet = 'bkash' | 'nagad' | 'rocket';

export interface PaymentPart {
  /** Days after the booking. */
  after: number;
  /** Share of the fee still owed at that time that this part pays (1: the rest). */
  share: number;
  way: PayWay;
  wallet: Wallet;
  /** A typed claim whose TrxID was mistyped: the office rejects it, the student sends it again right. */
  typo: boolean;
  /** A checkout the student cancels on bKash's page before paying on a second try. */
  cancelFirst: boolean;
}

export interface BookingPlan {
  day: number;
  cid: string;
  coupon: boolean;
  parts: PaymentPart[];
  /** Takes a free seat in an open batch themselves instead of waiting for the office. */
  selfPlace: boolean;
  /** Asks for money back: before the batch starts (all of it) or after dropping out (part). */
  refund: 'none' | 'before-start' | 'after-dropout';
  /** Moves to another course before the batch starts. */
  transferTo: string | null;
}

export interface StudentPlan {
  i: number;
  name: string;
  email: string;
  phone: string;
  dob: string;
  ip: string;
  english: boolean;
  /** The student turned SMS off (mail only). */
  smsOff: boolean;
  enquiryDay: number | null;
  bookings: BookingPlan[];
  /** Chance of coming to a session; late in a fifth of the sessions they come to. */
  diligence: number;
  /** Stops coming after this many sessions (null: finishes). */
  dropoutAfter: number | null;
  mockTests: number;
}

export interface Enquiry {
  day: number;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface StaffPlan {
  name: string;
  email: string;
  ip: string;
}

export interface World {
  shape: Shape;
  seed: number;
  owner: StaffPlan;
  admins: StaffPlan[];
  teachers: StaffPlan[];
  students: StudentPlan[];
  enquiries: Enquiry[];
  /** The season's days, `YYYY-MM-DD`. */
  calendar: string[];
}

const FIRST = [
  'Nusrat',
  'Rahim',
  'Karim',
  'Fatema',
  'Sadia',
  'Tanvir',
  'Arif',
  'Mitu',
  'Sumon',
  'Riya',
  'Habib',
  'Shirin',
  'Jamal',
  'Nadia',
  'Imran',
  'Poly',
  'Sabbir',
  'Taslima',
  'Rubel',
  'Farhana',
  'Mahmud',
  'Ayesha',
  'Shakil',
  'Lipi',
];
const LAST = [
  'Jahan',
  'Uddin',
  'Hossain',
  'Akter',
  'Rahman',
  'Islam',
  'Khatun',
  'Sarkar',
  'Mondal',
  'Biswas',
  'Sheikh',
  'Molla',
  'Gazi',
  'Haque',
  'Chowdhury',
  'Das',
];
const COURSES: [string, number][] = [
  ['manual-car', 33],
  ['auto-car', 15],
  ['manual-auto-car', 10],
  ['motorcycle-scooter', 20],
  ['mechanical', 10],
  ['refresher', 12],
];
/** Short courses first in a short season, so that some finish within it. */
const SHORT_COURSES: [string, number][] = [
  ['refresher', 35],
  ['motorcycle-scooter', 35],
  ['mechanical', 10],
  ['auto-car', 10],
  ['manual-car', 10],
];
const QUESTIONS = [
  'When does the next car batch start?',
  'Do you have a ladies-only batch on Saturdays?',
  'How much is the motorcycle course, and can I pay in two parts?',
  'Can you help me with the BRTA learner licence papers?',
  'Is there a morning batch near Sonadanga?',
  'I already drive a little. Is the refresher course enough for the test?',
  'কার ড্রাইভিং কোর্সের পরের ব্যাচ কবে শুরু হবে?',
  'মোটরসাইকেল কোর্সের ফি কত? কিস্তিতে দেওয়া যাবে?',
];

/** Seasonality: more students after the new year and before Eid and the winter. */
const MONTH_WEIGHT = [1.4, 1.3, 1.1, 0.9, 0.8, 0.7, 0.8, 0.9, 1.0, 1.1, 1.1, 0.9];

function phone(i: number, salt: number): string {
  const operator = '3456789'[(i + salt) % 7]!;
  return `01${operator}${String((i * 7919 + salt * 104_729) % 100_000_000).padStart(8, '0')}`;
}

function ipOf(kind: number, i: number): string {
  return `10.${kind}.${(i >> 8) & 255}.${(i & 255) + 1}`;
}

function person(rng: Rng) {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

function paymentParts(rng: Rng): PaymentPart[] {
  const count = rng.weighted<number>([
    [1, 25],
    [2, 35],
    [3, 40],
  ]);
  const parts: PaymentPart[] = [];
  let after = rng.weighted<number>([
    [0, 70],
    [1, 15],
    [3, 15],
  ]);
  for (let k = 0; k < count; k++) {
    const way = rng.weighted<PayWay>([
      ['checkout', 35],
      ['typed', 35],
      ['cash', 30],
    ]);
    parts.push({
      after,
      share: k === count - 1 ? 1 : count - k === 2 ? 0.5 : 0.34,
      way,
      wallet: rng.weighted<Wallet>([
        ['bkash', 70],
        ['nagad', 20],
        ['rocket', 10],
      ]),
      typo: way === 'typed' && rng.chance(0.12),
      cancelFirst: way === 'checkout' && rng.chance(0.1),
    });
    after += rng.int(14, 35);
  }
  return parts;
}

/** Draws the world of `shape` from `seed`. */
export function drawWorld(shape: Shape, seed: number): World {
  const rng = new Rng(`${seed}:world:${shape.label}`);
  const calendar = Array.from({ length: shape.days }, (_, d) => addDays(shape.start, d));
  // Arrival days: by month's weight over the year; a short season books in its first two thirds.
  const dayWeights = calendar.map((day, d) =>
    shape.short ? (d < shape.days * 0.6 ? 1 : 0.05) : MONTH_WEIGHT[Number(day.slice(5, 7)) - 1]!,
  );
  const drawDay = () => rng.weighted(dayWeights.map((w, d) => [d, w] as const));
  const lastBookable = shape.days - 2;
  const staff = (role: string, n: number, kind: number): StaffPlan[] =>
    Array.from({ length: n }, (_, i) => ({
      name: person(rng),
      email: `${role}${i + 1}.s${seed}@season.example`,
      ip: ipOf(kind, i),
    }));
  const students: StudentPlan[] = [];
  for (let i = 0; i < shape.students; i++) {
    const day = Math.min(drawDay(), lastBookable);
    const cid = rng.weighted(shape.short ? SHORT_COURSES : COURSES);
    const booking = (bookDay: number, course: string): BookingPlan => ({
      day: bookDay,
      cid: course,
      coupon: rng.chance(0.1),
      parts: paymentParts(rng),
      selfPlace: rng.chance(0.2),
      refund: rng.weighted<BookingPlan['refund']>([
        ['none', 95],
        ['before-start', 3],
        ['after-dropout', 2],
      ]),
      transferTo: rng.chance(0.02) ? rng.pick(COURSES.map(([c]) => c).filter((c) => c !== course)) : null,
    });
    const bookings = [booking(day, cid)];
    // Some come back for a second course (a refresher after the car, a motorcycle too).
    const again = day + rng.int(30, 120);
    if (rng.chance(0.08) && again <= lastBookable) bookings.push(booking(again, rng.weighted(COURSES)));
    const enquires = rng.chance(0.5);
    students.push({
      i,
      name: person(rng),
      email: `student${i + 1}.s${seed}@season.example`,
      phone: phone(i, seed % 97),
      dob: `${rng.int(1975, 2007)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      ip: ipOf(100 + (i >> 16), i & 0xffff),
      english: rng.chance(0.1),
      smsOff: rng.chance(0.04),
      enquiryDay: enquires ? Math.max(0, day - rng.int(1, 10)) : null,
      bookings,
      diligence: rng.weighted<number>([
        [0.97, 50],
        [0.9, 35],
        [0.75, 15],
      ]),
      dropoutAfter: rng.chance(0.05) ? rng.int(2, 8) : null,
      mockTests: rng.weighted<number>([
        [0, 40],
        [1, 30],
        [2, 20],
        [3, 10],
      ]),
    });
  }
  const fromStudents = students.filter((s) => s.enquiryDay !== null).length;
  const enquiries: Enquiry[] = students
    .filter((s) => s.enquiryDay !== null)
    .map((s) => ({ day: s.enquiryDay!, name: s.name, email: s.email, phone: s.phone, message: rng.pick(QUESTIONS) }));
  for (let k = 0; k < shape.enquiries - fromStudents; k++) {
    const name = person(rng);
    enquiries.push({
      day: drawDay(),
      name,
      email: `visitor${k + 1}.s${seed}@season.example`,
      phone: phone(k, 31 + (seed % 53)),
      message: rng.pick(QUESTIONS),
    });
  }
  return {
    shape,
    seed,
    owner: { name: 'Season Owner', email: `owner.s${seed}@season.example`, ip: '10.1.0.1' },
    admins: staff('admin', shape.admins, 2),
    teachers: staff('teacher', shape.teachers, 3),
    students,
    enquiries,
    calendar,
  };
}
