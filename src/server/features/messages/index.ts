// The messages feature's one entry: what the app and other features may use of it. Other features
// queue SMS and mail in their own transactions (`notify…`, `queueMail`); the app runs the worker.
export { messageRoutes } from './messages.routes';
export {
  configureMessages,
  DEFAULT_PREFERENCES,
  notify,
  notifyPersonAndOffice,
  officeContact,
  personAndOfficeRows,
  queueMail,
  recipientColumns,
  savedMessageLanguage,
  type NotifyInput,
  type OfficeNoticeInput,
  type Recipient,
} from './messages.service';
export { courseParams, orderCourseTitleBn } from './course-title';
export { notifyBatchPlacement, notifyCertificateIssued, notifyPaymentDecided, notifyTestAppointment } from './events';
// A booking that ends (a refund's cancellation, a move to another course) stops its queued reminders.
export { cancelSessionReminders } from './reminders';
export { createMessageWorker, type MailSettledListener, type MessageWorker } from './message-worker';
export { createSmsProvider } from './sms-provider';
export type { SmsProvider } from './sms';
