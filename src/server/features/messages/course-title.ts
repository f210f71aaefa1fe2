import { sql } from 'drizzle-orm';
import { courses, orders } from '#server/db/schema/index.ts';

/**
 * Beside an order's row: its course's Bengali title as the owner writes it now ('' when there is
 * none, or the course is gone). The order keeps the English title it was booked with.
 */
export const orderCourseTitleBn = sql<string>`coalesce((select ${courses.titleBn} from ${courses} where ${courses.cid} = ${orders.courseCid}), '')`;

/**
 * A message's value naming a course: the English title, and the Bengali one for a message in
 * Bengali when the course has one (renderMessage reads `<name>_bn` first in Bengali), so a Bengali
 * reader is never told "আপনার ব্যাচ: Manual Car Driving".
 */
export function courseParams(name: string, en: string, bn: string | null | undefined): Record<string, string> {
  return bn?.trim() ? { [name]: en, [`${name}_bn`]: bn } : { [name]: en };
}
