// The blog's one entry: what the app and other features may use of it.
export { blogRoutes } from './blogs.routes';
