import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiErrorBody } from '#shared/errors.ts';
import { englishOf, fieldCodeOf } from '#shared/field-codes.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import { atMost, FIELD_MESSAGES } from '#shared/schemas/course.ts';
import { profileInputSchema } from '#shared/schemas/profile.ts';
import { fieldRefusals, installErrorHandler } from '#server/lib/errors.ts';
import { errorBodyProblems } from '#server/test/error-bodies.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/** The words of a catalogue key, or undefined. */
const textAt = (catalogue: object, code: string): unknown =>
  code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

/** Every non-test source file of the server, with its text. */
function serverSources(dir = 'src/server'): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...serverSources(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push([path, readFileSync(path, 'utf8')]);
  }
  return files;
}

/**
 * The field refusals the server writes itself (`validationError({…})`, `new AppError('VALIDATION_FAILED',
 * …, {…})`, any other code's `new AppError('CODE', {…})`, a `fields[…] = '…'`): each text written there must be one the catalogues hold, so the
 * answer carries its code; a text with values put in (a template) cannot be, and must be a
 * catalogue text with parameters instead. The fuzz tests check the refusals of the routes' schemas.
 */
describe("the server's own field refusals", () => {
  it('are catalogue texts, so each travels as a code the page words in both languages', () => {
    const problems: string[] = [];
    for (const [path, source] of serverSources()) {
      if (path.endsWith('lib/errors.ts') && source.includes('export function validationError')) {
        // The mechanism itself: only its one refusal of its own counts here.
        if (/\[key\]: `/.test(source)) problems.push(`${path}: assertSameId's text is put together on the server`);
        continue;
      }
      const places = [
        ...source.matchAll(
          /(?:validationError\(|AppError\('VALIDATION_FAILED',(?:[^{$]|\$(?!\{)|\$\{[^}]*\})*?)\{((?:[^{}]|\$\{[^}]*\}|\{[^{}]*\})*)\}/g,
        ),
        ...source.matchAll(/fields\[[^\]]+\] = ([^;]+);/g),
        // Any other code's refusal of a field (`new AppError('QUIZ_NOT_ASKED', { answers: … })`).
        ...source.matchAll(/AppError\(\s*'(?!VALIDATION_FAILED')[A-Z_]+',\s*\{((?:[^{}]|\$\{[^}]*\}|\{[^{}]*\})*)\}/g),
      ];
      for (const place of places) {
        for (const text of place[1]!.matchAll(/(?:[:?]|^)\s*(['"`])((?:(?!\1).)*)\1/gs)) {
          const [, quote, value] = text;
          if (quote === '`' && value!.includes('${'))
            problems.push(`${path}: \`${value}\` is put together on the server`);
          else if (!fieldCodeOf(value!)) problems.push(`${path}: "${value}" is in no catalogue`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are found by this test: a sentence of its own has no code, a catalogue text has one', () => {
    expect(fieldCodeOf('This session has not happened before.')).toBeUndefined();
    expect(fieldCodeOf('Required')).toEqual({ code: 'formErrors.required' });
    expect(fieldCodeOf('At most 64 characters')).toEqual({ code: 'formErrors.maxChars', params: { max: 64 } });
  });
});

/**
 * The shared rules' refusal texts, as written in their sources: every sentence there (a literal that
 * starts with a capital and holds a space, outside comments) must be one the catalogues hold.
 */
function sharedRuleTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const files = [
    ...readdirSync('src/shared/schemas').map((name) => join('src/shared/schemas', name)),
    'src/shared/ids.ts',
    'src/shared/phone.ts',
    'src/shared/password-policy.ts',
  ].filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));
  for (const path of files)
    for (const line of readFileSync(path, 'utf8').split('\n'))
      if (!/^\s*(\*|\/\/|\/\*)/.test(line))
        for (const m of line.matchAll(/(['"`])((?:\\.|(?!\1).)*?)\1/g))
          if (/^[A-Z][^\s]* /.test(m[2]!) && !m[2]!.includes('${')) texts.push([path, m[2]!]);
  return texts;
}

describe("the shared rules' refusals", () => {
  it('each have a code with words in both languages, so a Bengali page reads every one in Bengali', () => {
    const texts = sharedRuleTexts();
    expect(texts.length).toBeGreaterThan(40);
    const missing = texts.filter(([, text]) => {
      const found = fieldCodeOf(text);
      return !found || typeof textAt(en, found.code) !== 'string' || typeof textAt(bn, found.code) !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it("the profile's texts, put together from a field's name, each have a code that words them back", () => {
    const refused = (values: Record<string, string>) =>
      profileInputSchema()
        .safeParse(values)
        .error?.issues.map((issue) => issue.message) ?? [];
    const messages = [
      ...refused({
        name: '',
        image: '',
        phone: '',
        preaddress: '',
        peraddress: '',
        emergency: '',
        dob: '',
        nid: '',
        fname: '',
        mname: '',
      }),
      ...refused({
        name: 'x'.repeat(101),
        preaddress: 'x'.repeat(301),
        peraddress: 'x'.repeat(301),
        fname: 'x'.repeat(101),
        mname: 'x'.repeat(101),
      }),
      ...refused({
        name: 'a\u0000b',
        preaddress: 'a\u0000b',
        peraddress: 'a\u0000b',
        fname: 'a\u0000b',
        mname: 'a\u0000b',
        phone: '123',
        emergency: '123',
        nid: '12',
      }),
    ];
    expect(new Set(messages).size).toBeGreaterThan(20);
    for (const message of messages) {
      const found = fieldCodeOf(message);
      expect(found, message).toBeDefined();
      // Where the words have a value (the most characters), it was found in the text.
      if (!message.startsWith('Invalid')) expect(englishOf(found!), message).toBe(message);
      expect(typeof textAt(bn, found!.code), message).toBe('string');
    }
  });
});

/**
 * Files whose `message:` texts are not answers to people: the settings' refusals print to the
 * operator at start-up, the security fixtures' are contact-form bodies a test sends, and the local
 * bKash stand-in answers the app as bKash's own gateway does.
 */
const NOT_FOR_PEOPLE = new Set([
  'src/server/config.ts',
  'src/server/security/enquiry-rows.ts',
  'src/server/features/bkash/test-gateway-server.ts',
]);

describe("the server's error answers", () => {
  it('are worded by the registry alone: no route, service or hook writes a message of its own', () => {
    const problems: string[] = [];
    for (const [path, source] of serverSources()) {
      const line = (index: number) => source.slice(0, index).split('\n').length;
      if (!NOT_FOR_PEOPLE.has(path))
        for (const m of source.matchAll(/\bmessage:\s*(['"`])/g))
          problems.push(`${path}:${line(m.index)}: a message written here`);
      // Error bodies are made in one place (lib/errors.ts, and the auth hooks' refusal.ts).
      if (!path.endsWith('lib/errors.ts'))
        for (const m of source.matchAll(/\.send\(\s*\{\s*code\b/g))
          problems.push(`${path}:${line(m.index)}: an error body put together here`);
      if (!path.endsWith('auth/refusal.ts'))
        for (const m of source.matchAll(/new APIError\(/g))
          problems.push(`${path}:${line(m.index)}: a better-auth refusal worded here`);
      for (const m of source.matchAll(/new (?:AppError|RateLimitedError)\(\s*'[A-Z_]+',\s*(['"`])/g))
        problems.push(`${path}:${line(m.index)}: an AppError with words of its own`);
    }
    expect(problems).toEqual([]);
  });

  it("are checked in every server test: a body whose message is not the registry's is a problem", () => {
    expect(errorBodyProblems({ code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message }, 429)).toEqual([]);
    expect(
      errorBodyProblems(
        { code: 'RATE_LIMITED', message: 'Too many uploads. Please wait 90 seconds and try again.' },
        429,
      ),
    ).toHaveLength(1);
    // better-auth's own codes take the catalogue's words; an unknown code the status's.
    expect(errorBodyProblems({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401)).toEqual(
      [],
    );
    expect(errorBodyProblems({ code: 'SOMETHING_ELSE', message: ERROR_CODES.BAD_REQUEST.message }, 400)).toEqual([]);
    // A refused field must carry a code the catalogues word, in English and in Bengali.
    const refused = { code: 'VALIDATION_FAILED', message: ERROR_CODES.VALIDATION_FAILED.message };
    const nid = { nid: 'Please enter the NID number.' };
    expect(errorBodyProblems({ ...refused, fields: nid }, 400)).toHaveLength(1);
    expect(
      errorBodyProblems({ ...refused, fields: nid, fieldCodes: { nid: { code: 'nid.nowhere' } } }, 400),
    ).toHaveLength(1);
    expect(
      errorBodyProblems({ ...refused, fields: nid, fieldCodes: { nid: { code: 'fieldErrors.nidRequired' } } }, 400),
    ).toEqual([]);
  });
});

describe('a field error answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app.post(
      '/form',
      {
        schema: {
          body: z.object({ name: z.string().min(1, FIELD_MESSAGES.required).max(5, atMost(5)), age: z.number() }),
        },
      },
      () => ({}),
    );
    app.post('/due', () => {
      throw fieldRefusals({ amount: { code: 'payments.errors.atMostDue', params: { due: 500 } } });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("carries each field's code and values beside the English, and the code has words in both languages", async () => {
    const res = await app.inject({ method: 'POST', url: '/form', payload: { name: 'too long', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.fields).toEqual({ name: 'At most 5 characters', age: expect.any(String) });
    expect(body.fieldCodes).toEqual({
      name: { code: 'formErrors.maxChars', params: { max: 5 } },
      age: { code: 'formErrors.invalid' },
    });
    for (const { code } of Object.values(body.fieldCodes ?? {})) {
      expect(typeof textAt(en, code), code).toBe('string');
      expect(typeof textAt(bn, code), code).toBe('string');
    }
  });

  it("a refusal the server finds itself: the catalogue's English with the values put in, and its code", async () => {
    const res = await app.inject({ method: 'POST', url: '/due' });
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { amount: 'At most 500 taka is due.' },
      fieldCodes: { amount: { code: 'payments.errors.atMostDue', params: { due: 500 } } },
    });
  });
});
