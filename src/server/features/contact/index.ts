// The contact form's and inbox's one entry: what the app and other features may use of it.
export { contactRoutes } from './contact.routes';
export { recordContactMail } from './contact.service';
