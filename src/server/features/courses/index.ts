// The course catalogue's one entry: what the app and other features may use of it.
export { courseRoutes } from './courses.routes';
export { findCourseByCid, invalidateCourseCache } from './courses.service';
