// The receipts' one entry: what the app and other features may use of it.
export { receiptRoutes } from './receipts.routes';
