// The question-bank download's one entry: what the app may use of it.
export { questionBankRoutes } from './question-bank.routes';
