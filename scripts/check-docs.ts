// The documents in this repository stand alone, and `npm test` keeps them so (scripts/test.sh runs
// this right after the format check):
//
// 1. No comment or document (in src/, docs/, README.md, e2e/, scripts/, bench/) points into
//    documents that are not in the repository: the product spec's sections ("spec §7"), the
//    design notes ("DESIGN §5") or the issue tracker ("issue 8"). A reader of the code has none
//    of them; the rule itself belongs where it applies. Sections of public standards
//    ("RFC 6265 §5.4", "PDF 32000 §9.10") are fine.
// 2. docs/decisions/README.md lists every decision record with its number, title and status, as
//    the record's own first line and `Status:` line say, and lists no record that does not exist.
// 3. Every file a document or a code comment names is there: a relative link of a Markdown file
//    (from that file's folder), and any path or file name with a known extension
//    (`src/server/lib/errors.ts`, `lib/json-body.ts`, `0120-layers-in-lint.md`), found as written
//    from the repository root, from the naming file's folder, or as the end of a path in the
//    repository. Built output (`dist/`), data folders, packages and patterns (`<name>.routes.ts`,
//    `*.test.ts`) are not files of the repository and are left alone.
//
// Usage: node --import tsx scripts/check-docs.ts   (exit 1 and one line per problem when it fails)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What is searched: every text file under these (relative to the repository root). */
export const CHECKED_PATHS = ['src', 'docs', 'README.md', 'e2e', 'scripts', 'bench', 'playwright.config.ts'];
/** This check itself and its test quote the pointers they look for. */
const NOT_CHECKED = new Set(['scripts/check-docs.ts', 'scripts/check-docs.test.ts']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|md|css|html|json|txt)$/;

/** A public standard's name and number just before a "§": such a section reference is fine. */
const STANDARD_BEFORE = /(?:RFC|PDF|ISO|IEC|ECMA|WOFF|BCP|FIPS)[ -]?[\d.:-]*,?\s*$/;

const POINTERS: Array<{ pattern: RegExp; what: string }> = [
  { pattern: /§\s*\d/g, what: 'a section of a document that is not in the repository' },
  { pattern: /\bissues?\s*#?\d/gi, what: 'an issue of the tracker' },
  { pattern: /\b(?:shared\/)?(?:DESIGN\.md|product-spec\.md)\b/g, what: 'a document outside the repository' },
  { pattern: /\bDESIGN\s*§/g, what: 'the design notes outside the repository' },
];

export interface Finding {
  line: number;
  text: string;
  what: string;
}

/** Every line of `text` that points into a document that is not in the repository. */
export function findPointers(text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, i) => {
    for (const { pattern, what } of POINTERS) {
      for (const match of line.matchAll(pattern)) {
        if (match[0].startsWith('§') && STANDARD_BEFORE.test(line.slice(0, match.index))) continue;
        findings.push({ line: i + 1, text: line.trim(), what });
        return;
      }
    }
  });
  return findings;
}

function* textFiles(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* textFiles(join(path, entry));
  } else if (TEXT_FILE.test(path)) {
    yield path;
  }
}

/** A name ending in one of these is taken for a file of the repository. */
const FILE_NAME = String.raw`[\w.-]*\w\.(?:tsx?|mjs|cjs|js|md|json|sql|sh|css|html|ya?ml)`;
/** A path as prose writes it: folders, then a file name (or, at the repository root's folders, a folder). */
const PATH = new RegExp(String.raw`(?<![\w@/.$:-])((?:\.{1,2}/)*(?:[\w.-]+/)*${FILE_NAME})(?![\w/-])`, 'g');
const ROOT_FOLDER = /(?<![\w@/.$:-])((?:src|docs|scripts|e2e|bench|drizzle|public)(?:\/[\w.-]+)*\/)(?![\w-])/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
/**
 * Not files of the repository: built output, data, a package, a pattern (`.test.ts`, `<name>.ts`,
 * `NNNN-title.md`), a placeholder folder (`DIR/`, `DATA_DIR/`), an address, or a library named like
 * a file (Node.js, pdf.js).
 */
const NOT_A_REPO_PATH =
  /^(?:dist|data|test-results|coverage|node_modules|playwright-report)\/|[<>*${}…]|NNNN|^[a-z]+:|^@|^\.\w|^[A-Z_]+\/|^(?:Node|pdf)\.js$/;

export interface NamedPath {
  line: number;
  path: string;
  /** A Markdown link: resolved from the file's folder only, as a reader's click would. */
  link: boolean;
}

/** The text of the comments of a code file, line by line (other lines empty), so line numbers hold. */
export function commentText(code: string): string {
  let inBlock = false;
  return code
    .split('\n')
    .map((line) => {
      if (inBlock) {
        const end = line.indexOf('*/');
        if (end === -1) return line;
        inBlock = false;
        return line.slice(0, end);
      }
      const trimmed = line.trimStart();
      if (trimmed.startsWith('/*')) {
        inBlock = !trimmed.includes('*/');
        return trimmed;
      }
      if (trimmed.startsWith('//')) return trimmed;
      // A comment after code: ` // ` outside quotes (good enough for this code's style).
      const at = line.indexOf(' // ');
      if (at !== -1 && (line.slice(0, at).split("'").length - 1) % 2 === 0) return line.slice(at);
      return '';
    })
    .join('\n');
}

/** Every repository path `text` names (for a code file, pass its comments: `commentText`). */
export function findNamedPaths(text: string, markdown: boolean): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    const seen = new Set<string>();
    const add = (path: string, link: boolean) => {
      const clean = path.replace(/[.,:;]+$/, '');
      if (!clean || seen.has(clean) || NOT_A_REPO_PATH.test(clean)) return;
      seen.add(clean);
      found.push({ line: i + 1, path: clean, link });
    };
    if (markdown) {
      if (line.trimStart().startsWith('```')) fenced = !fenced;
      // A fenced block is commands and output (an operator's own files), not pointers.
      if (fenced) return;
      for (const m of line.matchAll(MARKDOWN_LINK)) if (/[./]/.test(m[1]!)) add(m[1]!, true);
    }
    for (const m of line.matchAll(PATH)) add(m[1]!, false);
    for (const m of line.matchAll(ROOT_FOLDER)) add(m[1]!, false);
  });
  return found;
}

/** Whether `named`, written in `file`, is a file or folder of the repository (`files`: every path in it). */
export function pathExists(root: string, file: string, named: NamedPath, files: readonly string[]): boolean {
  const from = dirname(join(root, file));
  if (named.link) return existsSync(join(from, named.path));
  // A package's name (ical.js), not a file.
  if (existsSync(join(root, 'node_modules', named.path))) return true;
  const path = named.path.replace(/^(?:\.\/)+/, '');
  if (existsSync(join(root, path)) || existsSync(join(from, named.path))) return true;
  if (named.path.startsWith('../')) return false;
  if (!path.includes('/')) return files.some((f) => basename(f) === path);
  return files.some((f) => f.endsWith(`/${path.replace(/\/$/, '')}`) || f.includes(`/${path}`));
}

function* allFiles(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) yield* allFiles(join(path, entry));
  } else {
    yield path;
  }
}

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: string;
}

/** A record's number, title (its `# N. Title` line) and status (its `Status:` line). */
export function readRecord(file: string, text: string): DecisionRecord | string {
  const number = /^(\d{4})-/.exec(file)?.[1];
  if (!number) return "a record's file name starts with its four-digit number";
  const heading = /^# (\d+)\. (.+)$/m.exec(text);
  if (!heading || Number(heading[1]) !== Number(number)) {
    return `the first line must be "# ${Number(number)}. Title"`;
  }
  const status = /^Status: (.+)$/m.exec(text)?.[1]?.trim();
  if (!status) return 'no "Status:" line';
  return { number, file, title: heading[2]!.trim(), status };
}

const INDEX_LINE = /^- (\d{4}) \[(.+)\]\(([^)]+)\) — (.+)$/;

/**
 * What is wrong with the index of `dir` (docs/decisions): records missing, stale or unknown.
 * Messages name files as `shownAs`/file.
 */
export function checkDecisionIndex(dir: string, shownAs = dir): string[] {
  const problems: string[] = [];
  const indexFile = join(shownAs, 'README.md');
  let index: string;
  try {
    index = readFileSync(join(dir, 'README.md'), 'utf8');
  } catch {
    return [`${indexFile}: missing (the index of the decision records)`];
  }
  const listed = new Map<string, { number: string; title: string; status: string }>();
  for (const line of index.split('\n')) {
    const m = INDEX_LINE.exec(line);
    if (m) listed.set(m[3]!, { number: m[1]!, title: m[2]!, status: m[4]!.trim() });
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md');
  for (const file of files.sort()) {
    const record = readRecord(file, readFileSync(join(dir, file), 'utf8'));
    if (typeof record === 'string') {
      problems.push(`${join(shownAs, file)}: ${record}`);
      continue;
    }
    const entry = listed.get(file);
    listed.delete(file);
    if (!entry) {
      problems.push(
        `${indexFile}: ${file} is not listed ("- ${record.number} [${record.title}](${file}) — ${record.status}")`,
      );
    } else if (entry.number !== record.number || entry.title !== record.title || entry.status !== record.status) {
      problems.push(
        `${indexFile}: ${file} is listed as "${entry.number} ${entry.title} — ${entry.status}", the record says "${record.number} ${record.title} — ${record.status}"`,
      );
    }
  }
  for (const file of listed.keys()) problems.push(`${indexFile}: lists ${file}, which does not exist`);
  return problems;
}

/** Every problem in the repository at `root`, one line each. */
export function checkRepository(root: string): string[] {
  const problems: string[] = [];
  const files = CHECKED_PATHS.flatMap((path) => [...allFiles(join(root, path))]).map((f) => relative(root, f));
  for (const path of CHECKED_PATHS) {
    for (const file of textFiles(join(root, path))) {
      const name = relative(root, file);
      if (NOT_CHECKED.has(name)) continue;
      const text = readFileSync(file, 'utf8');
      for (const f of findPointers(text)) {
        problems.push(`${name}:${f.line}: points to ${f.what}; state the rule itself: ${f.text}`);
      }
      if (name.endsWith('.json')) continue;
      const markdown = name.endsWith('.md');
      for (const named of findNamedPaths(markdown ? text : commentText(text), markdown)) {
        if (!pathExists(root, name, named, files)) {
          problems.push(`${name}:${named.line}: names ${named.path}, which is not in the repository`);
        }
      }
    }
  }
  return [...problems, ...checkDecisionIndex(join(root, 'docs', 'decisions'), join('docs', 'decisions'))];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const problems = checkRepository(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(
    'check-docs: no pointers to documents outside the repository; every file named is there; the decision index is complete',
  );
}
