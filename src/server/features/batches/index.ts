// The batches feature's one entry: what the app and other features may use of it.
export { batchRoutes } from './routes';
