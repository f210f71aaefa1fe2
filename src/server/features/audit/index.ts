// The audit log's one entry: what the app and other features may use of it (recording an entry
// is `recordAudit` in #server/lib/audit.ts, written in the transaction of the change).
export { auditRoutes } from './audit.routes';
