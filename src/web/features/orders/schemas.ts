import { z } from 'zod';
import {
  bookingFieldsSchema,
  EditOrderBodySchema,
  type OrderMessageKey,
  type OrderMessages,
} from '../../../shared/schemas/order';
import { MAX_UPLOAD_BYTES, isUploadImageType } from '../../../shared/uploads';
import i18n from '../../lib/i18n';

/** The shared order rules, with messages in the UI's language. */
export const orderMessages: OrderMessages = (key: OrderMessageKey) => i18n.t(`orders.errors.${key}`);

/** The NID or birth-certificate image: one image file (the server checks the bytes again). */
const nidFileField = () =>
  z
    .custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList, orderMessages('imageRequired'))
    .refine((files) => files.length === 1, orderMessages('imageRequired'))
    .refine((files) => !files[0] || isUploadImageType(files[0].type), orderMessages('imageType'))
    .refine((files) => !files[0] || files[0].size <= MAX_UPLOAD_BYTES, orderMessages('imageSize'));

/** The booking form: the shared field rules plus the image file the form uploads first. */
export const bookingFormSchema = () => bookingFieldsSchema(orderMessages).extend({ nid: nidFileField() });
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

/** The edit-order form: exactly the route's schema. */
export const editOrderFormSchema = () => EditOrderBodySchema(orderMessages);
export type EditOrderFormInput = z.input<ReturnType<typeof editOrderFormSchema>>;
export type EditOrderFormValues = z.output<ReturnType<typeof editOrderFormSchema>>;
