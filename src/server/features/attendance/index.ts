// Attendance and progress's one entry: what the app and other features may use of it.
export { attendanceRoutes } from './attendance.routes';
export { progressFor } from './attendance.service';
