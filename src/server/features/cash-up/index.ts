// The cash-up's one entry: what the app and other features may use of it. Every transaction that
// confirms a payment calls enterDay, so a payment into a closed day is refused without a reason;
// every refund approval takes the day's lock shared, so a close counts the refunds committed before it,
// and calls enterRefundDay, so a refund paid out of a closed day is refused without a reason.
export { cashUpRoutes } from './cash-up.routes';
export { enterDay, enterRefundDay, lockDay, type DayEntry, type RefundDayEntry } from './closed-day';
