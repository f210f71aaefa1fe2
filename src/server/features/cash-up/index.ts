// The cash-up's one entry: what the app and other features may use of it. Every transaction that
// confirms a payment calls enterDay, so a payment into a closed day is refused without a reason.
export { cashUpRoutes } from './cash-up.routes';
export { enterDay, type DayEntry } from './closed-day';
