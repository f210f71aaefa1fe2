// The receipts' one entry: what the app and other features may use of it.
export { receiptRoutes } from './receipts.routes';
// How each payment method is named on paper, in both languages: the refund paper names them alike.
export { METHOD_NAMES } from './receipt-pdf';
