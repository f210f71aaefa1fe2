import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswersSchema,
  SubmittedResultSchema,
  AttemptStartSchema,
  AttemptSummarySchema,
  CheckResultSchema,
  LanguageQuerySchema,
  PracticeQuerySchema,
  QuestionInputSchema,
  QuestionSchema,
  QuizProgressSchema,
  QuizQuestionSchema,
  type AttemptKind,
} from '#shared/schemas/quiz.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { actorOf } from '#server/lib/audit.ts';
import { practiceChecks, testStartChecks } from '#server/lib/rate-limit-policy.ts';
import { callerOf, signedIn, teachersOrStaff } from '#server/auth/guards.ts';
import {
  checkAnswer,
  createQuestion,
  listAttempts,
  listQuestions,
  practiceQuestions,
  quizProgress,
  retireQuestion,
  startAttempt,
  submitAnswers,
  updateQuestion,
} from './quiz.service';

const staffOnly = teachersOrStaff();
const IdParamsSchema = z.object({ id: z.string().max(64) });
const CheckBodySchema = z.object({ option: z.number().int().min(0).max(3) });

/**
 * The question bank and the theory tests (docs/decisions/0330). Staff (teachers and the office)
 * edit the bank; anyone practises (rate-limited per address, nothing saved); a signed-in user takes
 * mock tests and viva drills, saved and scored on the server, and reads only their own attempts.
 */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── The bank ──
  app.get(
    '/questions',
    { onRequest: staffOnly, schema: { response: { 200: z.array(QuestionSchema), ...ERROR_RESPONSES } } },
    async () => listQuestions(app.db),
  );

  app.post(
    '/questions',
    {
      onRequest: staffOnly,
      schema: { body: QuestionInputSchema, response: { 201: QuestionSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      reply.status(201).send(await createQuestion(app.db, request.body, actorOf(callerOf(request)))),
  );

  app.put(
    '/questions/:id',
    {
      onRequest: staffOnly,
      schema: {
        params: IdParamsSchema,
        body: QuestionInputSchema,
        response: { 200: QuestionSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateQuestion(app.db, request.params.id, request.body, actorOf(callerOf(request))),
  );

  app.delete(
    '/questions/:id',
    {
      onRequest: staffOnly,
      schema: { params: IdParamsSchema, response: { 200: z.object({ retired: z.literal(true) }), ...ERROR_RESPONSES } },
    },
    async (request) => {
      await retireQuestion(app.db, request.params.id, new Date(app.clock()), actorOf(callerOf(request)));
      return { retired: true as const };
    },
  );

  // ── Practice: no account needed ──
  app.get(
    '/quiz/practice',
    {
      onRequest: rateLimitHook(app, (request) => practiceChecks(request.ip)),
      schema: {
        querystring: PracticeQuerySchema,
        response: { 200: z.array(QuizQuestionSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => practiceQuestions(app.db, request.query),
  );

  app.post(
    '/quiz/questions/:id/check',
    {
      onRequest: rateLimitHook(app, (request) => practiceChecks(request.ip)),
      schema: {
        params: IdParamsSchema,
        querystring: LanguageQuerySchema,
        body: CheckBodySchema,
        response: { 200: CheckResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => checkAnswer(app.db, request.params.id, request.body.option, request.query.lang),
  );

  // ── Mock tests and viva drills: signed in ──
  const start = (kind: AttemptKind) =>
    app.post(
      `/quiz/${kind}`,
      {
        onRequest: [signedIn, rateLimitHook(app, (request) => testStartChecks(callerOf(request).id))],
        schema: {
          querystring: LanguageQuerySchema,
          response: { 201: AttemptStartSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const attempt = await startAttempt(
          app.db,
          callerOf(request).id,
          kind,
          request.query.lang,
          app.config.quiz,
          new Date(app.clock()),
        );
        return reply.status(201).send(attempt);
      },
    );
  start('mock');
  start('viva');

  app.post(
    '/quiz/attempts/:id/answers',
    {
      onRequest: signedIn,
      schema: {
        params: IdParamsSchema,
        body: AnswersSchema,
        response: { 200: SubmittedResultSchema, ...ERROR_RESPONSES, 422: ApiErrorSchema },
      },
    },
    async (request) =>
      submitAnswers(
        app.db,
        callerOf(request).id,
        request.params.id,
        request.body,
        app.config.quiz,
        new Date(app.clock()),
      ),
  );

  app.get(
    '/quiz/attempts',
    { onRequest: signedIn, schema: { response: { 200: z.array(AttemptSummarySchema), ...ERROR_RESPONSES } } },
    async (request) => listAttempts(app.db, callerOf(request).id),
  );

  app.get(
    '/quiz/progress',
    { onRequest: signedIn, schema: { response: { 200: QuizProgressSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      ...(await quizProgress(app.db, callerOf(request).id)),
      rules: { mock: app.config.quiz.mock, viva: app.config.quiz.viva },
    }),
  );
};
