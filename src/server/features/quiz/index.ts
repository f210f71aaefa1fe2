// The theory tests' one entry: what the app and other features may use of it.
export { quizRoutes } from './routes';
export { listQuestions, mockReadiness, questionBankVersion, startAttempt } from './service';
