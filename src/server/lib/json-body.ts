import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * JSON bodies are small in this app: a booking, a profile or an account change is well under
 * 16 KB. Only long texts (course details, blog posts, contact messages) need more, and say so per
 * route with `bodyLimit`. A bigger body is refused with 413 while it
 * is still being received, before any of it is parsed.
 */
export const JSON_BODY_LIMIT = {
  default: 16 * 1024,
  /** A contact message or the school's facts: 5 000 characters, even written as \\u escapes. */
  text: 64 * 1024,
  /** A course: its details of 5 000 characters in English and in Bengali, even as \\u escapes. */
  bilingualText: 128 * 1024,
  /** A blog post: three texts of 10 000 characters in each language, even as \\u escapes. */
  longText: 512 * 1024,
} as const;

/** Deeper than any body the API takes (a booking's `course.cid` is 2); a deeper one is refused. */
export const MAX_JSON_DEPTH = 8;

/**
 * True when `text` nests arrays/objects deeper than `max`. One pass over the characters, skipping
 * strings, so a deeply nested body costs no more to refuse than to read.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** The 400 for a body nested deeper than MAX_JSON_DEPTH, or null when it is shallow enough. */
export function jsonDepthError(body: string): AppError | null {
  return jsonDepthExceeds(body, MAX_JSON_DEPTH) ? new AppError('BAD_REQUEST') : null;
}

/**
 * Replaces Fastify's JSON parser in `app`'s scope with the same parser behind a depth check (its
 * prototype-poisoning protection stays). The size limit is Fastify's `bodyLimit`, per route.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const tooDeep = jsonDepthError(body as string);
    if (tooDeep) done(tooDeep, undefined);
    else parse(request, body as string, done);
  });
}
