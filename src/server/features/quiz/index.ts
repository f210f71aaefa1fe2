// The theory tests' one entry: what the app and other features may use of it.
export { quizRoutes } from './quiz.routes';
export { listQuestions, mockReadiness, questionBankVersion, startAttempt } from './quiz.service';
