import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollectionsQuerySchema,
  CollectionsSchema,
  DuesSchema,
  MonthlyQuerySchema,
  MonthlySchema,
  STAGES,
  StatisticsCsvQuerySchema,
  StatisticsQuerySchema,
  StatisticsSchema,
  CsvQuerySchema,
  CsvRangeQuerySchema,
} from '#shared/schemas/report.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import { textIn } from '#shared/bilingual.ts';
import type { Language } from '#shared/language.ts';
import { ERROR_RESPONSES } from '#server/lib/http.ts';
import { toCsv } from '#server/lib/csv.ts';
import { adminOnly, ownerOnly } from '#server/auth/guards.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { collections, duesList, monthlyFigures, refundsIn } from './reports.service';
import { statistics } from './statistics';

const staffOnly = adminOnly();

/** The file's bytes, sent as they are (no JSON serialiser between). */
const csvBytes = (...args: Parameters<typeof toCsv>) => Buffer.from(toCsv(...args), 'utf8');

/**
 * A CSV's column names in the language its page asked for (`?lang=bn`), else the English ones
 * every download has always had. The values stay machine-readable: ASCII digits, YYYY-MM-DD days,
 * method and figure codes (docs/decisions/0491).
 */
const csvTexts = (language: Language | undefined) => (language === 'bn' ? bn.csv : en.csv);

/** A CSV download, named for the office's folder: `dues-2026-11-25.csv`. */
const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.csv"`,
});

/**
 * The office's money reports (admins, the owner among them): what each order still owes, and what
 * came in per day and month by method, each as JSON for the dashboard and CSV for Excel; and the
 * last months' bookings and collections for the dashboard's chart.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/dues',
    { onRequest: staffOnly, schema: { response: { 200: DuesSchema, ...ERROR_RESPONSES } } },
    async () => duesList(app.db, app.clock()),
  );

  app.get(
    '/reports/dues.csv',
    { onRequest: staffOnly, schema: { querystring: CsvQuerySchema } },
    async (request, reply) => {
      const { rows } = await duesList(app.db, app.clock());
      const today = todayInDhaka(app.clock());
      const language = request.query.lang;
      const h = csvTexts(language).dues;
      return reply.headers(csvHeaders(`dues-${today}`)).send(
        csvBytes(
          [
            h.oid,
            h.sid,
            h.name,
            h.phone,
            h.course,
            h.bookedOn,
            h.price,
            h.discount,
            h.paid,
            h.refunded,
            h.net,
            h.due,
            h.overdue,
            h.nextDueDate,
            h.toRefund,
          ],
          rows.map((r) => [
            r.oid,
            r.sid,
            r.name,
            r.phone,
            // A word, not a code: the course's name in the asked language (English when none is written).
            language === 'bn' ? textIn('bn', r.courseTitle, r.courseTitleBn) : r.courseTitle,
            r.bookedOn,
            r.price,
            r.discount,
            r.paid,
            r.refunded,
            r.net,
            r.due,
            r.overdue,
            r.nextDueDate ?? '',
            r.toRefund,
          ]),
        ),
      );
    },
  );

  app.get(
    '/reports/collections',
    {
      onRequest: staffOnly,
      schema: { querystring: CollectionsQuerySchema, response: { 200: CollectionsSchema, ...ERROR_RESPONSES } },
    },
    async (request) => collections(app.db, request.query, app.clock()),
  );

  app.get(
    '/reports/collections.csv',
    {
      onRequest: staffOnly,
      schema: { querystring: CsvRangeQuerySchema },
    },
    async (request, reply) => {
      const report = await collections(app.db, request.query, app.clock());
      const h = csvTexts(request.query.lang).collections;
      return reply.headers(csvHeaders(`collections-${report.from}-to-${report.to}`)).send(
        csvBytes(
          [h.date, h.method, h.payments, h.amount],
          report.days.map((r) => [r.date, r.method, r.payments, r.amount]),
        ),
      );
    },
  );

  // The refunds approved in the range, one line each: collections' CSV less this one is what the
  // school kept (docs/decisions/0440).
  app.get(
    '/reports/refunds.csv',
    {
      onRequest: staffOnly,
      schema: { querystring: CsvRangeQuerySchema },
    },
    async (request, reply) => {
      const query = request.query;
      const rows = await refundsIn(app.db, query, app.clock());
      const to = query.to ?? todayInDhaka(app.clock());
      const from = query.from ?? `${to.slice(0, 8)}01`;
      const h = csvTexts(query.lang).refunds;
      return reply.headers(csvHeaders(`refunds-${from}-to-${to}`)).send(
        csvBytes(
          [h.date, h.number, h.oid, h.name, h.method, h.reference, h.amount],
          rows.map((r) => [r.date, r.number, r.oid, r.name, r.method, r.reference ?? '', r.amount]),
        ),
      );
    },
  );

  app.get(
    '/reports/monthly',
    {
      onRequest: staffOnly,
      schema: { querystring: MonthlyQuerySchema, response: { 200: MonthlySchema, ...ERROR_RESPONSES } },
    },
    async (request) => monthlyFigures(app.db, request.query.months, app.clock()),
  );

  app.get(
    '/reports/statistics',
    {
      onRequest: ownerOnly,
      schema: { querystring: StatisticsQuerySchema, response: { 200: StatisticsSchema, ...ERROR_RESPONSES } },
    },
    async (request) => statistics(app.db, request.query.month, app.clock()),
  );

  /** The same figures as rows Excel opens: the school's, then each course's, this month and last. */
  app.get(
    '/reports/statistics.csv',
    { onRequest: ownerOnly, schema: { querystring: StatisticsCsvQuerySchema } },
    async (request, reply) => {
      const s = await statistics(app.db, request.query.month, app.clock());
      const h = csvTexts(request.query.lang).statistics;
      // A course's name is a word: in the asked language (English when no Bengali one is written).
      const title = (c: (typeof s.courses)[number]) =>
        request.query.lang === 'bn' ? textIn('bn', c.title, c.titleBn) : c.title;
      const moneyRows = (course: string, money: typeof s.money) =>
        (['collected', 'refunded', 'net', 'outstanding'] as const).map((k) => [
          course,
          k,
          money[k].this,
          money[k].last,
        ]);
      const rows = [
        ...STAGES.map((stage) => [h.allCourses, stage, s.stages[stage].this, s.stages[stage].last]),
        ...moneyRows(h.allCourses, s.money),
        ...s.courses.flatMap((c) => [
          ...STAGES.filter((st) => st !== 'enquiries').map((st) => [
            title(c),
            st,
            c.stages[st].this,
            c.stages[st].last,
          ]),
          ...moneyRows(title(c), c.money),
        ]),
      ];
      return reply
        .headers(csvHeaders(`statistics-${s.month}`))
        .send(csvBytes([h.course, h.figure, s.month, s.previous], rows));
    },
  );
};
