// The BRTA test appointments' one entry: what the app and other features may use of it.
export { roadTestRoutes } from './road-tests.routes';
export { appointmentsOf } from './road-tests.service';
