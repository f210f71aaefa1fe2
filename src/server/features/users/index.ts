// The users feature's one entry: what the app and other features may use of it.
export { userRoutes } from './users.routes';
export { changeRoleAs, findUserByEmail, findUserBySid, setRoleByEmail } from './users.service';
