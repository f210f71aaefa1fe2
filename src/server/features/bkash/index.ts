// bKash's one entry: what the app and other features may use of it.
export { bkashRoutes } from './bkash.routes';
export type { BkashGateway } from './gateway';
