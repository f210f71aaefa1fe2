// The payments' one entry: what the app and other features may use of it (bKash records its
// payments through these, in the same ledger and receipt sequence as the office's).
export { paymentRoutes } from './payments.routes';
export { audited, confirmPayment, initialsOf, ledgerFor, nextReceiptNumber, submitPayment } from './payments.service';
