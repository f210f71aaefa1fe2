// Certificate verification's one entry: what the app may use of it.
export { verificationRoutes } from './verification.routes';
