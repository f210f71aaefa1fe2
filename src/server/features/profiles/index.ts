// The profiles' one entry: what the app and other features may use of it.
export { profileRoutes } from './profiles.routes';
