// The money reports' one entry: what the app may use of it.
export { reportRoutes } from './reports.routes';
