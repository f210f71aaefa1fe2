// The theory tests' one entry: what the app and other features may use of it.
export { quizRoutes } from './quiz.routes';
export { listQuestions, mockReadiness, questionBankVersion, startAttempt } from './quiz.service';
// How an attempt shows its questions (their references and option orders): the tests read the key through it.
export { attemptView } from './attempt-view';
