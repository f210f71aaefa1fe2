// The batches' one entry (batches, their seats, rosters and sessions): what the app and other
// features may use of it. Attendance and test appointments read a batch through these; a transfer
// takes its new order's seat through takeSeat.
export { batchRoutes } from './batches.routes';
export { forStudent, lessonsOrder, maySeeBatch, toBatch } from './batch-rows';
export { takeSeat } from './seat';
