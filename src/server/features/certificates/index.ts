// The certificates' one entry: what the app may use of it.
export { certificateRoutes } from './certificates.routes';
