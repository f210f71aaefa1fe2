// The road signs' one entry: what the app may use of it.
export { signImageRoutes, signRoutes } from './signs.routes';
