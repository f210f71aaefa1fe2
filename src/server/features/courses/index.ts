// The course catalogue's one entry: what the app and other features may use of it.
export { courseRoutes } from './routes';
export { findCourseByCid } from './service';
