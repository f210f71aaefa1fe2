// The health checks' one entry: what the app may use of it.
export { healthRoutes } from './health.routes';
