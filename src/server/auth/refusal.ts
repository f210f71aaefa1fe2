import { APIError } from 'better-auth';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#shared/errors.ts';
import { englishOf, type FieldCode } from '#shared/field-codes.ts';

const STATUS_NAMES = { 400: 'BAD_REQUEST', 403: 'FORBIDDEN' } as const;

/**
 * A refusal from inside better-auth's hooks, in our one error shape: the registry's message for the
 * code, each refused field as its catalogue code (with the catalogue's English beside it), and the
 * values the code's words take. Nothing here is worded for people (docs/decisions/0505).
 */
export function refusal(
  code: ErrorCode,
  fieldCodes?: Record<string, FieldCode>,
  params?: Record<string, number | string>,
): APIError {
  const status = ERROR_CODES[code].status as keyof typeof STATUS_NAMES;
  const body: ApiErrorBody = {
    code,
    message: ERROR_CODES[code].message,
    ...(fieldCodes
      ? {
          fields: Object.fromEntries(Object.entries(fieldCodes).map(([name, c]) => [name, englishOf(c)])),
          fieldCodes,
        }
      : {}),
    ...(params ? { params } : {}),
  };
  return new APIError(STATUS_NAMES[status], body);
}
