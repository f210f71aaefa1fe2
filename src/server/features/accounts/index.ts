// The accounts feature's one entry: what the app and other features may use of it.
export { accountRoutes } from './accounts.routes';
