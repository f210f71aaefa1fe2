import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { expect, test, type Account } from './fixtures/test';

/**
 * Everything a Bengali reader can reach from /bn, as a visitor, a student, a teacher and the owner:
 * every link on the way answers 200 and keeps to /bn (the English switch, the school's files and
 * downloads aside), and each page says almost everything in Bengali. Runs on a server of its own
 * (four courses, no other test's data), so what it reads is the school's words and its own.
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.home4}` });
test.describe.configure({ timeout: 240_000 });

/** At most this share of a page's words may be in Latin letters (brand names, codes, file kinds). */
const MAX_LATIN_SHARE = 0.03;

/** Addresses outside /bn that a Bengali page may link to: files, downloads and the API's exports. */
const FILES = /^\/(files|downloads|signs|api)\//;

/** One page of each kind: an address's ids and numbers stand for any. */
function kindOf(path: string): string {
  return path
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');
}

/**
 * Words a reader sees, and those in Latin letters. Not counted as Latin words: e-mail addresses,
 * the names people typed (`names`), the "English" switch, codes shown as code (a course's id),
 * single letters (a name's initial on an avatar). A Bengali ending on a Latin name ("Karim-এর")
 * leaves the name.
 */
async function latinWords(page: Page, names: string[]): Promise<{ words: number; latin: string[] }> {
  const toWords = (text: string) =>
    text
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu, '').replace(/-[\u0980-\u09FF]+$/u, ''))
      .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const words = toWords(await page.locator('body').innerText());
  const codes = new Set(toWords((await page.locator('code').allInnerTexts()).join(' ')));
  const named = new Set([...names, ...TYPED_NAMES].flatMap((n) => toWords(n)));
  const latin = words.filter(
    (w) => /[A-Za-z]{2}/.test(w) && !w.includes('@') && w !== 'English' && !named.has(w) && !codes.has(w),
  );
  return { words: words.length, latin };
}

/** Names the fixtures type in Latin letters for every account and booking. */
const TYPED_NAMES = ['Nusrat Jahan', 'Abdul Karim', 'Rokeya Begum', 'House 5, KDA Avenue, Khulna'];

async function crawl(page: Page, api: APIRequestContext, accountNames: string[]) {
  // The school's address as its owner typed it in Latin letters (the contact page shows it beside
  // the Bengali one, for a map or a letter) is a name too.
  const school = (await (await api.get('/api/school')).json()) as { address: string };
  const names = [...accountNames, school.address];
  const seen = new Set<string>();
  const checked = new Set<string>();
  const queue = ['/bn'];
  const problems: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      problems.push(`${path}: answered ${response?.status()}`);
      continue;
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    const here = new URL(page.url()).pathname;
    if (!here.startsWith('/bn')) problems.push(`${path}: went on to ${here}`);

    const { words, latin } = await latinWords(page, names);
    if (words > 0 && latin.length / words > MAX_LATIN_SHARE)
      problems.push(`${here}: ${latin.length} of ${words} words in Latin letters: ${[...new Set(latin)].join(' ')}`);

    const hrefs = await page.locator('a[href]').evaluateAll((links) =>
      links.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        english: (a as HTMLAnchorElement).hreflang === 'en' || a.getAttribute('lang') === 'en',
      })),
    );
    for (const { href, english } of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const target = url.pathname;
      if (FILES.test(target)) {
        if (!checked.has(kindOf(target))) {
          checked.add(kindOf(target));
          const res = await api.get(`${target}${url.search}`);
          if (res.status() !== 200) problems.push(`${here} → ${target}${url.search}: answered ${res.status()}`);
        }
        continue;
      }
      if (!target.startsWith('/bn')) {
        if (!english) problems.push(`${here} → ${target}: leaves the Bengali pages`);
        continue;
      }
      if (/\/bn\/(logout)$/.test(target)) continue; // signing out ends the crawl's session
      const kind = kindOf(target);
      if (seen.has(kind)) continue;
      seen.add(kind);
      queue.push(`${target}${url.search}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  return seen.size;
}

test.describe('every page reachable from /bn is Bengali and links within /bn', () => {
  test('for a visitor', async ({ page, request }) => {
    expect(await crawl(page, request, [])).toBeGreaterThan(10);
  });

  test('for a student with a booking', async ({ page, login, bookCourse }) => {
    const student = await login('student');
    await bookCourse(student, { cid: 'manual-car' });
    expect(await crawl(page, student.api, names(student))).toBeGreaterThan(10);
  });

  test('for a teacher', async ({ page, login }) => {
    const teacher = await login('teacher');
    expect(await crawl(page, teacher.api, names(teacher))).toBeGreaterThan(10);
  });

  test('for the owner', async ({ page, login }) => {
    const owner = await login('owner');
    expect(await crawl(page, owner.api, names(owner))).toBeGreaterThan(20);
  });
});

/** The account's own name, as typed. */
function names(account: Account): string[] {
  return [account.name];
}
