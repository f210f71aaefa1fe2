import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { QUESTION_BANK_FILE } from '#shared/content/question-bank.ts';
import type { School } from '#shared/schemas/school.ts';
import type { Db } from '#server/db/client.ts';
import { readSchool } from '#server/features/school/index.ts';
import { listQuestions, questionBankVersion } from '#server/features/quiz/index.ts';
import { buildQuestionBankPdf, pdfQuestions } from './question-bank-pdf';

const hash = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);

interface Built {
  /** The bank's version and the school facts' ETag the PDF was built from. */
  from: string;
  bytes: Promise<Uint8Array>;
}

const built = new WeakMap<Db, Built>();

/**
 * The PDF for this bank and these facts: built once (about half a second of shaping) and kept until
 * either changes, so every download after the first is the stored bytes. A build that failed is not
 * kept.
 */
function pdfFor(db: Db, school: School, from: string): Promise<Uint8Array> {
  const current = built.get(db);
  if (current?.from === from) return current.bytes;
  const bytes = listQuestions(db).then((bank) => buildQuestionBankPdf({ school, questions: pdfQuestions(bank) }));
  const entry: Built = { from, bytes };
  built.set(db, entry);
  bytes.catch(() => {
    if (built.get(db) === entry) built.delete(db);
  });
  return bytes;
}

/**
 * The Learning Hub's question-and-answer PDF, at the address it has always had. The server builds it
 * from the question bank as staff keep it and the school's facts as the owner keeps them now, so an
 * edited question or a changed name or phone is in the next download (docs/decisions/0282, 0330).
 */
export const questionBankRoutes: FastifyPluginAsync = async (app) => {
  app.get(QUESTION_BANK_FILE, async (request, reply) => {
    const { school, etag } = await readSchool(app.db);
    const from = `${await questionBankVersion(app.db)}|${etag}`;
    const pdfEtag = `"${hash(from, 22)}"`;
    reply.header('etag', pdfEtag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === pdfEtag)) {
      return reply.status(304).send();
    }
    const bytes = await pdfFor(app.db, school, from);
    return reply.type('application/pdf').send(Buffer.from(bytes));
  });
};
