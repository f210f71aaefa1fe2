import { z } from 'zod';
import {
  bookingBirthDate,
  bookingFieldsSchema,
  EditOrderBodySchema,
  type OrderMessageKey,
  type OrderMessages,
} from '#shared/schemas/order.ts';
import type { Order } from '#shared/schemas/order.ts';
import i18n from '#web/lib/i18n.ts';
import { requiredDocumentFile } from '#web/lib/image-file.ts';

/** The shared order rules, with messages in the UI's language. */
export const orderMessages: OrderMessages = (key: OrderMessageKey) => i18n.t(`orders.errors.${key}`);

/**
 * Booking: the shared field rules plus the NID or birth certificate, an image or a PDF, which the
 * form uploads first as a private upload (the server checks the bytes again). `askDob`: the account has no date of birth yet, so the
 * form asks for it (required), and certificate verification can then find the student.
 * The form has no free-text `cupon`: its coupon box holds a code (`coupon`, as typed), and the
 * booking names a coupon only once the student applied it and saw the new price.
 */
export const bookingFormSchema = (askDob = false) =>
  bookingFieldsSchema(orderMessages)
    .omit({ cupon: true })
    .extend({
      coupon: z.string().optional(),
      dob: bookingBirthDate(orderMessages, askDob),
      nid: requiredDocumentFile({
        required: orderMessages('imageRequired'),
        type: orderMessages('imageType'),
        size: orderMessages('imageSize'),
      }),
    });
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

/** Edit order: exactly the route's schema, given the order as stored (a phone kept as written passes unchanged). */
export const editOrderFormSchema = (order?: Parameters<typeof EditOrderBodySchema>[1]) =>
  EditOrderBodySchema(orderMessages, order);
export type EditOrderFormInput = z.input<ReturnType<typeof editOrderFormSchema>>;
export type EditOrderFormValues = z.output<ReturnType<typeof editOrderFormSchema>>;

/** What Edit order sends for an order as it is stored, with `status` changed where one is given. */
export const editOrderValues = (order: Order, status: Order['status'] = order.status): EditOrderFormInput => ({
  name: order.name,
  status,
  phone1: order.phone1,
  phone2: order.phone2 ?? '',
  address: order.address,
  fname: order.fname,
  mname: order.mname,
  emergency: order.emergency,
  sdate: order.sdate,
  cupon: order.cupon ?? '',
});
