// What the season knows as it runs: each person's client, each order's money and lessons as the
// season itself sent them, the batches it made. The school's own record is the database; this is
// the other side's, checked against it at the end (invariants.ts).
import type { Client } from './http';
import type { BookingPlan, StaffPlan, StudentPlan } from './world';

export interface Staff {
  plan: StaffPlan;
  client: Client;
  id: string;
  /** The authenticator's key, for admins and the owner. */
  totpKey: Buffer | null;
}

export interface Student {
  plan: StudentPlan;
  client: Client;
  id: string | null;
  sid: string | null;
  usedCoupon: boolean;
  /** The bookings of the plan (by index) tried so far; one not tried yet (a sign-up that failed) is tried the next day. */
  tried: Set<number>;
  orders: OrderState[];
  mockTaken: number;
}

export interface ClaimState {
  id: string;
  amount: number;
  typo: boolean;
  trxId: string;
}

export interface OrderState {
  oid: string;
  student: Student;
  plan: BookingPlan;
  cid: string;
  bookedDay: number;
  lessons: number;
  /** The fee as the ledger states it: price less the coupon's discount. */
  fee: number;
  confirmed: number;
  /** Claims the office has not decided yet. */
  waiting: ClaimState[];
  /** Claims the office rejected whose student has not sent the right one yet. */
  toRetype: ClaimState[];
  nextPart: number;
  batch: BatchState | null;
  attended: number;
  sessionsSeen: number;
  /** The marks the teacher's taps saved, by day. */
  marks: Map<string, string>;
  dropped: boolean;
  certificates: { serial: string; revoked: boolean }[];
  tests: TestState[];
  /** Kinds of BRTA test passed. */
  passed: Set<string>;
  /** Refunded or moved to another course: no more payments or lessons on this order. */
  closed: boolean;
  refunds: { id: string; amount: number; status: 'requested' | 'approved' | 'declined'; number?: string }[];
}

export interface TestState {
  id: string;
  kind: string;
  date: string;
  result: string;
}

export interface BatchState {
  id: string;
  cid: string;
  teacher: Staff;
  time: string;
  weekdays: number[];
  dates: string[];
  capacity: number;
  vehicleId: string | null;
  seated: OrderState[];
}

export interface Course {
  cid: string;
  title: string;
  price: number;
  lesson: number;
  kind: 'car' | 'motorcycle' | 'bay';
}

export interface SeasonState {
  owner: Staff;
  admins: Staff[];
  teachers: Staff[];
  students: Student[];
  courses: Map<string, Course>;
  vehicles: { id: string; kind: 'car' | 'motorcycle' | 'bay' }[];
  batches: BatchState[];
  orders: OrderState[];
  coupon: string;
  /** Whether the build has the refund and transfer routes (detected at start). */
  refunds: boolean;
  /** Counters for TrxIDs the students type. */
  trxSeq: number;
  /** Batches the office could not open yet (every teacher or vehicle of the kind busy): students waited. */
  waitedForSlot: string[];
}
