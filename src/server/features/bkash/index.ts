// bKash's one entry: what the app and other features may use of it.
export { bkashRoutes } from './routes';
export type { BkashGateway } from './gateway';
