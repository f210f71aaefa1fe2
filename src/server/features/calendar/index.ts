// The calendar feed's one entry: what the app may use of it.
export { calendarRoutes } from './calendar.routes';
