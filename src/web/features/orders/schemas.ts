import { z } from 'zod';
import {
  bookingFieldsSchema,
  EditOrderBodySchema,
  type OrderMessageKey,
  type OrderMessages,
} from '../../../shared/schemas/order';
import i18n from '../../lib/i18n';
import { requiredImageFile } from '../../lib/image-file';

/** The shared order rules, with messages in the UI's language. */
export const orderMessages: OrderMessages = (key: OrderMessageKey) => i18n.t(`orders.errors.${key}`);

/**
 * Booking: the shared field rules plus the NID or birth-certificate image, which the form uploads
 * first (the server checks the bytes again).
 */
export const bookingFormSchema = () =>
  bookingFieldsSchema(orderMessages).extend({
    nid: requiredImageFile({
      required: orderMessages('imageRequired'),
      type: orderMessages('imageType'),
      size: orderMessages('imageSize'),
    }),
  });
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

/** Edit order: exactly the route's schema. */
export const editOrderFormSchema = () => EditOrderBodySchema(orderMessages);
export type EditOrderFormInput = z.input<ReturnType<typeof editOrderFormSchema>>;
export type EditOrderFormValues = z.output<ReturnType<typeof editOrderFormSchema>>;
