import { localize } from '#shared/bilingual.ts';
import { ORDER_COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';
import type { Language } from '#shared/language.ts';
import type { Order } from '#shared/schemas/order.ts';

/**
 * An order's course as a page in `language` shows it: on a Bengali page the course's Bengali title
 * and duration when its owner gave them, else the English ones the order was booked with.
 */
export function orderCourseIn(order: Pick<Order, 'course'>, language: Language): Order['course'] {
  return localize(order.course, ORDER_COURSE_TEXT_FIELDS, language);
}
