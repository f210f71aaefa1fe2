// The orders' (bookings') one entry: what the app and other features may use of it.
export { orderRoutes } from './orders.routes';
