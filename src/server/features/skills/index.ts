// The skill checklists' one entry: what the app and other features may use of it.
export { skillRoutes } from './skills.routes';
export { skillsOf } from './skills.service';
