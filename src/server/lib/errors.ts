import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#shared/errors.ts';
import { englishOf, fieldCodeOf, type FieldCode, type IssueFacts } from '#shared/field-codes.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };

type Params = Record<string, number | string>;

/**
 * An expected failure: the service decides the code, the handler turns it into `{code, message}`.
 * Its message is always the registry's for the code (`ERROR_CODES`): no route or service words an
 * error for people; what varies travels as values (`params`) and field codes (docs/decisions/0505).
 */
export class AppError extends Error {
  readonly status: number;
  /** The fields' refusals as codes, for the page's words (a field whose text has no code has none). */
  readonly fieldCodes?: Record<string, FieldCode>;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    codes?: Record<string, FieldCode>,
    readonly params?: Params,
  ) {
    super(ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
    if (fields) this.fieldCodes = codes ?? fieldCodesOf(fields);
  }
}

/**
 * A refusal for the operator at the command line (`npm run user …`): printed there, never sent as
 * an API answer, so it may say what the operator should type.
 */
export class OperatorError extends Error {}

/** Each field's text as its code (see `fieldCodeOf`); a text without one is left out. */
export function fieldCodesOf(
  fields: Record<string, string>,
  issues: Record<string, IssueFacts> = {},
): Record<string, FieldCode> {
  const codes: Record<string, FieldCode> = {};
  for (const [name, text] of Object.entries(fields)) {
    const code = fieldCodeOf(text, issues[name]);
    if (code) codes[name] = code;
  }
  return codes;
}

/**
 * A 429: how long to wait (`retryAfterSeconds`, also sent as `Retry-After`) and which limit refused
 * (`limit`, the key of its words under `rateLimits` in the catalogues) travel as values.
 */
export class RateLimitedError extends AppError {
  constructor(
    readonly limit: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', undefined, undefined, { retryAfterSeconds, limit });
  }
}

/** VALIDATION_FAILED with a text per field (a catalogue text, so each carries its code). */
export function validationError(fields: Record<string, string>, issues?: Record<string, IssueFacts>): AppError {
  return new AppError('VALIDATION_FAILED', fields, fieldCodesOf(fields, issues));
}

/**
 * VALIDATION_FAILED for refusals the server finds itself (no schema can see them), each named by its
 * catalogue key and the values its words take: `fieldRefusals({ amount: { code: 'payments.errors.atMostDue',
 * params: { due: 500 } } })`. The English of `fields` is the catalogue's, with the values put in.
 */
export function fieldRefusals(codes: Record<string, FieldCode>, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
  const fields = Object.fromEntries(Object.entries(codes).map(([name, c]) => [name, englishOf(c)]));
  return new AppError(code, fields, codes);
}

/** Validates with a schema the handler chose, answering exactly as route-level validation does. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const issues: Record<string, IssueFacts> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    if (key in fields) continue;
    fields[key] = issue.message;
    issues[key] = issue as IssueFacts;
  }
  throw validationError(fields, issues);
}

/**
 * PUT /api/course?cid= and /api/blog?bid=: the address names the item; a body may repeat its id
 * (the old client did) but then it must be the same one.
 */
export function assertSameId(key: 'cid' | 'bid', inBody: string | undefined, inAddress: string): void {
  if (inBody !== undefined && inBody !== inAddress)
    throw fieldRefusals({ [key]: { code: 'formErrors.idMismatch', params: { key } } });
}

/**
 * The registry's English for a code an answer carries: ours (`ERROR_CODES`), else the catalogue's
 * words for one of better-auth's own codes (`INVALID_EMAIL_OR_PASSWORD`), else the status's.
 */
export function registryMessage(code: string, status: number): string {
  if (code in ERROR_CODES) return ERROR_CODES[code as ErrorCode].message;
  const words = (en.errors as Record<string, string>)[code];
  return words ?? ERROR_CODES[status >= 500 ? 'INTERNAL' : statusToCode(status)].message;
}

/** An error's body: the registry's message for its code, and its fields and values where it has them. */
export function errorBody(
  code: ErrorCode,
  fields?: Record<string, string>,
  fieldCodes: Record<string, FieldCode> | undefined = fields && fieldCodesOf(fields),
  params?: Params,
): ApiErrorBody {
  return {
    code,
    message: ERROR_CODES[code].message,
    ...(fields ? { fields, fieldCodes } : {}),
    ...(params ? { params } : {}),
  };
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * One error handler for the whole app: every failure becomes `{code, message}` with the right
 * status; a 5xx never shows internals to the caller (it is logged with the request id instead).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(errorBody(err.code, err.fields, err.fieldCodes, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const issues: Record<string, IssueFacts> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (key in fields) continue;
        fields[key] = v.message ?? 'Invalid value';
        issues[key] = { ...(v.params as IssueFacts), code: v.keyword };
      }
      const invalid = validationError(fields, issues);
      return reply.status(400).send(errorBody(invalid.code, invalid.fields, invalid.fieldCodes));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL'));
    }
    if (isBadCharacterError(err)) {
      return reply.status(400).send(errorBody('BAD_REQUEST'));
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) return reply.status(ERROR_CODES[mapped].status).send(errorBody(mapped));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = statusToCode(status);
      // Fastify's own 4xx texts (bad JSON, empty body) go to the log, not to people.
      request.log.info({ err }, 'request refused');
      return reply.status(status).send(errorBody(code));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send(errorBody(status === 503 ? 'UNAVAILABLE' : 'INTERNAL'));
  });
}

/**
 * PostgreSQL refuses some text outright, whatever the column: a NUL byte (SQLSTATE 22021) or a
 * character the database encoding lacks (22P05). Only a client sends such text, so it is the
 * client's 400, not our 500; wherever such a value reaches a query, nothing was written.
 */
function isBadCharacterError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
