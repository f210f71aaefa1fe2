import { z } from 'zod';
import { asciiDigits } from '#shared/digits.ts';
import { BatchCreateSchema, type BatchCreate } from '#shared/schemas/batch.ts';

/**
 * A whole number as people type it: Bengali or ASCII digits, spaces and separators allowed. A
 * number box would refuse Bengali digits, so the boxes are text and this reads them; an empty box
 * is no number (the shared rule then asks for one).
 */
export function numberFromText(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const plain = asciiDigits(typed).replace(/[\s,]/g, '');
  return plain === '' ? undefined : Number(plain);
}

/** What the new-batch form's boxes hold: text as typed, the weekdays as the ticked boxes' values. */
export interface NewBatchInput {
  cid: string;
  teacherEmail: string;
  vehicleId: string;
  capacity: string;
  startDate: string;
  weekdays: string[];
  time: string;
  sessions: string;
  place: string;
}

const readBatch = (values: unknown) => {
  if (!values || typeof values !== 'object') return values;
  const v = values as Partial<NewBatchInput>;
  // One ticked box alone may come as a string rather than a list; none as false.
  const days = Array.isArray(v.weekdays) ? v.weekdays : typeof v.weekdays === 'string' ? [v.weekdays] : [];
  return {
    ...v,
    vehicleId: v.vehicleId || null,
    capacity: numberFromText(v.capacity),
    sessions: numberFromText(v.sessions),
    weekdays: days.map(Number),
  };
};

/** The new-batch form: exactly the route's rules (BatchCreateSchema), after the boxes are read. */
export const newBatchSchema = z.preprocess(readBatch, BatchCreateSchema) as unknown as z.ZodType<
  BatchCreate,
  NewBatchInput
>;

/** An OID as typed: letters raised, spaces and Bengali digits read ("oid ১২৩৪৫৬৭৮" → "OID12345678"). */
export const oidFromText = (typed: string) => asciiDigits(typed).replace(/\s/g, '').toUpperCase();
