import type { Plugin } from 'vite';
import { QUESTION_BANK_FILE } from '../src/shared/content/question-bank';

/**
 * Emits the question-and-answer PDF into the build (dist/web/downloads/…) from the question bank,
 * and serves a freshly built one under the same URL in `npm run dev`. Generated, never committed.
 */
export function questionBankPdf(): Plugin {
  const build = async () => (await import('./pdf/question-bank-pdf')).buildQuestionBankPdf();
  return {
    name: 'question-bank-pdf',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: QUESTION_BANK_FILE.replace(/^\//, ''), source: await build() });
    },
    configureServer(server) {
      server.middlewares.use(QUESTION_BANK_FILE, (_req, res, next) => {
        build().then((bytes) => {
          res.setHeader('content-type', 'application/pdf');
          res.end(bytes);
        }, next);
      });
    },
  };
}
