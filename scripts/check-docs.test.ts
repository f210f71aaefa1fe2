import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKED_PATHS,
  checkDecisionIndex,
  checkRepository,
  commentText,
  findNamedPaths,
  findPointers,
} from './check-docs';

describe('pointers to documents outside the repository', () => {
  it.each([
    ['/** Spec §7 order calls. */'],
    ['// the spec (§3 "Profile") says so'],
    ['a profile by SID (spec §2) in one call'],
    ['The one error body (DESIGN.md §5), used in every route'],
    ['as DESIGN §1 prefers for counters'],
    ['// Profiles and verification (issue 6): a student'],
    ['the figures are in the Issue #8 closing note'],
    ['issues 2–8 built'],
    ['(see `../../shared/DESIGN.md` for the reasoning)'],
  ])('finds %s', (line) => {
    expect(findPointers(`first line\n${line}\nlast line`)).toEqual([expect.objectContaining({ line: 2 })]);
  });

  it.each([
    ['Marked content with /ActualText (PDF 32000 §14.9.4): copy and search work'],
    ['cookies as RFC 6265 §5.4 orders them'],
    ['an issue with the mail server is logged'],
    ['the spec says "Order Updeted", kept as written'],
    ['decision 0004 explains why'],
  ])('leaves %s alone', (line) => {
    expect(findPointers(line)).toEqual([]);
  });
});

describe('the decision index', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function records(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'decisions-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  }
  const one = '# 1. Sessions are cookies\n\nStatus: accepted\n\nWhy.\n';
  const two = '# 2. Tokens\n\nStatus: superseded by 0001\n\nWhy not.\n';

  it('passes when every record is listed with its own title and status', () => {
    const index =
      '# Decision records\n\n- 0001 [Sessions are cookies](0001-sessions.md) — accepted\n' +
      '- 0002 [Tokens](0002-tokens.md) — superseded by 0001\n';
    records({ 'README.md': index, '0001-sessions.md': one, '0002-tokens.md': two });
    expect(checkDecisionIndex(dir)).toEqual([]);
  });

  it('names a record missing from the index, and one whose status there is stale', () => {
    const index = '- 0002 [Tokens](0002-tokens.md) — accepted\n';
    records({ 'README.md': index, '0001-sessions.md': one, '0002-tokens.md': two });
    const problems = checkDecisionIndex(dir, 'docs/decisions');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/0001-sessions\.md is not listed/);
    expect(problems[1]).toMatch(/0002-tokens\.md is listed as .*accepted.*superseded by 0001/);
  });

  it('names an index line for a record that does not exist, and a record without a status', () => {
    records({
      'README.md':
        '- 0001 [Sessions are cookies](0001-sessions.md) — accepted\n- 0003 [Gone](0003-gone.md) — accepted\n',
      '0001-sessions.md': one,
      '0004-draft.md': '# 4. Draft\n\nNo status yet.\n',
    });
    expect(checkDecisionIndex(dir, 'docs/decisions')).toEqual([
      'docs/decisions/0004-draft.md: no "Status:" line',
      'docs/decisions/README.md: lists 0003-gone.md, which does not exist',
    ]);
  });
});

describe('files that documents and comments name', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository with these files (and an empty folder for every other checked path). */
  function repo(files: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), 'named-'));
    for (const path of CHECKED_PATHS) if (!path.includes('.')) mkdirSync(join(root, path), { recursive: true });
    mkdirSync(join(root, 'docs', 'decisions'), { recursive: true });
    writeFileSync(join(root, 'docs', 'decisions', 'README.md'), '# Decision records\n');
    for (const [name, text] of Object.entries({ 'README.md': '', 'playwright.config.ts': '', ...files })) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  }

  it('reads paths in comments only, not in code', () => {
    const code = "import { x } from './gone';\n// see lib/errors.ts\nconst a = 'src/nowhere.ts'; // and docs/x.md\n";
    expect(findNamedPaths(commentText(code), false).map((n) => [n.line, n.path])).toEqual([
      [2, 'lib/errors.ts'],
      [3, 'docs/x.md'],
    ]);
  });

  it('passes paths that are there: from the root, from the folder, by the end of a path or a bare name', () => {
    repo({
      'src/server/lib/errors.ts': '',
      'src/server/app.ts':
        '// errors: src/server/lib/errors.ts, ./lib/errors.ts, lib/errors.ts and errors.ts; built: dist/server/main.js; pdf.js draws\n',
      'docs/architecture.md': 'See [the errors](../src/server/lib/errors.ts), `<name>.routes.ts` and `*.test.ts`.\n',
    });
    expect(checkRepository(root)).toEqual([]);
  });

  it('names a comment or a document that points to a file that is not there, and a broken link', () => {
    repo({
      'src/server/lib/rate-limit.ts': '/**\n * The policy is in `rate-limits.ts` beside this file.\n */\n',
      'docs/architecture.md':
        'The layers: [decision](decisions/0120-layers.md); the checker is `scripts/check-docs.mjs`.\n',
    });
    expect(checkRepository(root)).toEqual([
      'src/server/lib/rate-limit.ts:2: names rate-limits.ts, which is not in the repository',
      'docs/architecture.md:1: names decisions/0120-layers.md, which is not in the repository',
      'docs/architecture.md:1: names scripts/check-docs.mjs, which is not in the repository',
    ]);
  });

  it("leaves commands in a fenced block alone: they name an operator's files", () => {
    repo({ 'README.md': '```sh\nnpm run import:legacy -- old-site/users.json\n```\n' });
    expect(checkRepository(root)).toEqual([]);
  });
});
