// The vehicles' one entry: what the app and other features may use of it.
export { vehicleRoutes } from './vehicles.routes';
export { toVehicle } from './vehicles.service';
