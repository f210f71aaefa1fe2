// The school's facts' one entry: what the app and other features may use of it.
export { schoolRoutes } from './school.routes';
export { getSchool, readSchool } from './school.service';
