/**
 * The downloadable question-and-answer PDF for the driving-licence written test, in Bengali. The
 * server builds it (src/server/features/question-bank/) from the question bank in the database,
 * which staff edit in the app, and serves it at QUESTION_BANK_FILE; an edit is in the next download.
 */
export interface QuestionAnswer {
  q: string;
  a: string;
}

export const QUESTION_BANK_TITLE = 'ড্রাইভিং লাইসেন্সের লিখিত পরীক্ষা: প্রশ্ন ও উত্তর';
export const QUESTION_BANK_SUBTITLE = 'বিআরটিএ লিখিত ও মৌখিক পরীক্ষার প্রস্তুতির জন্য আমাদের প্রশ্নব্যাংক';
export const QUESTION_BANK_FILE = '/downloads/driving-test-questions-bn.pdf';
