// The contact form's and inbox's one entry: what the app and other features may use of it.
export { contactRoutes } from './routes';
export { recordContactMail } from './service';
