// The refunds' one entry: what the app and other features may use of it. A transfer ends its old
// order and offers back what the new course does not need through these.
export { refundRoutes } from './refunds.routes';
export { insertRefundRequest } from './refunds.service';
export { endOrder } from './order-ending';
