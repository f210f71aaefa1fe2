// The transfers' one entry: what the app may use of it.
export { transferRoutes } from './transfers.routes';
