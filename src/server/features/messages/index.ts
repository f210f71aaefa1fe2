// The messages feature's one entry: what the app and other features may use of it. Other features
// queue SMS and mail in their own transactions (`notify…`, `queueMail`); the app runs the worker.
export { messageRoutes } from './routes';
export {
  configureMessages,
  DEFAULT_PREFERENCES,
  notify,
  notifyPersonAndOffice,
  officeContact,
  queueMail,
  savedMessageLanguage,
} from './service';
export { notifyBatchPlacement, notifyCertificateIssued, notifyPaymentDecided, notifyTestAppointment } from './events';
export { createMessageWorker, type MailSettledListener, type MessageWorker } from './worker';
export { createSmsProvider } from './provider';
export type { SmsProvider } from './sms';
