import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '#web/entry-server.tsx';
import { createTestSchool, type TestSchool } from './test/school';
import { sessionHeaders, uploadAs } from './test/http';
import type { TestUser } from './test/users';

// The server draws the public pages with the web app's own renderer (the source the build turns
// into dist/ssr), behind a shell shaped like the built index.html.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Khulna Driving & Mechanical Training School</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript>
  </body>
</html>`;

const OWNER_EMAIL = 'owner@school.test';
const webRoot = mkdtempSync(join(tmpdir(), 'kds-web-'));
let t: TestSchool;
let owner: TestUser;
let student: TestUser;
let image: string;

beforeAll(async () => {
  writeFileSync(join(webRoot, 'index.html'), SHELL);
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'noto-sans-bengali-bengali-400-normal-AbC123.woff2'), '');
  t = await createTestSchool({ OWNER_EMAIL }, { webRoot, renderer: render });
  ({ owner, student } = t);
  image = await uploadAs(t.app, owner, 'public');
  expect((await saveCourse('night-driving', 'Night Driving', 'create')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function saveCourse(cid: string, title: string, mode: 'create' | 'update') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/course?cid=${cid}&mode=${mode}`,
    headers: sessionHeaders(owner),
    payload: {
      title,
      titleBn: 'রাতের ড্রাইভিং',
      details: 'Headlights, glare and safe speeds after dark.',
      detailsBn: 'হেডলাইট, চোখ ধাঁধানো আলো আর রাতে নিরাপদ গতি।',
      price: 12500,
      lesson: 6,
      duration: '1 Week',
      durationBn: '১ সপ্তাহ',
      dt: '1 Hour',
      dtBn: '১ ঘণ্টা',
      practical: '5 Days',
      practicalBn: '৫ দিন',
      mechanical: '1 Day',
      mechanicalBn: '১ দিন',
      image,
    },
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The page's visible text: the body without its tags, scripts and the state it carries. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('public pages drawn on the server', () => {
  it('hold their content in the first HTML: the course page has its title, price and meta', async () => {
    const res = await get('/course/night-driving');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="en"/);
    expect(res.body).toContain('<title>Night Driving | Khulna Driving School</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1); // the shell's own title gave way
    expect(visibleText(res.body)).toContain('Night Driving');
    expect(visibleText(res.body)).toContain('12,500');
    // The data the page was drawn with travels with it, so the browser does not ask again.
    // A page to read: the browser starts the app on the visitor's first use of it.
    expect(res.body).toMatch(/<script type="application\/json" id="server-state" data-wake="intent">.*night-driving/);
    // The page reads without its script: the "needs JavaScript" note is gone, the script waits.
    expect(res.body).not.toContain('<noscript>');
    expect(res.body).toContain('<script type="module" fetchpriority="low"');
  });

  it('show an edit in the very next HTML of the page', async () => {
    expect((await saveCourse('night-driving', 'Night Driving at Rupsha', 'update')).statusCode).toBe(200);
    const res = await get('/course/night-driving');
    expect(res.body).toContain('<title>Night Driving at Rupsha | Khulna Driving School</title>');
    expect(visibleText(res.body)).toContain('Night Driving at Rupsha');
  });

  it('are in Bengali under /bn: lang, Bengali texts and prices in Bengali digits with ৳', async () => {
    const res = await get('/bn/courses');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="bn"/);
    const text = visibleText(res.body);
    expect(text).toContain('রাতের ড্রাইভিং');
    expect(text).toContain('৳১২,৫০০');
    expect(text).not.toContain('12,500');
    // At least 85 % of the letters a reader sees are Bengali.
    const bengali = text.match(/\p{Script=Bengali}/gu)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    expect(bengali / (bengali + latin)).toBeGreaterThanOrEqual(0.85);
    expect(res.body).toMatch(/hrefLang="en" href="http:\/\/[^"]+\/courses"/);
    // Its Bengali font is asked for with the page.
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-',
    );
    // …and the English page stays English.
    const enPage = (await get('/courses')).body;
    expect(enPage).not.toContain('rel="preload" as="font"');
    const en = visibleText(enPage);
    expect(en).toContain('All Courses');
    expect(en).not.toMatch(/[\u0980-\u09FF]{4}.*[\u0980-\u09FF]{4}.*[\u0980-\u09FF]{4}.*[\u0980-\u09FF]{4}/);
  });

  it('answer 404 with the app shell for a course that is not there', async () => {
    const res = await get('/course/no-such-course');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answer an address that is not there with 404 and the error page, drawn in the address’s language', async () => {
    const bn = await get('/bn/nothing-here');
    expect(bn.statusCode).toBe(404);
    expect(bn.body).toMatch(/<html lang="bn"/);
    expect(bn.body).toMatch(/<h1[^>]*>পাতাটি পাওয়া যায়নি<\/h1>/);
    expect(visibleText(bn.body)).not.toContain('this is error page');
    // English keeps the school's own words.
    const en = await get('/nothing-here');
    expect(en.statusCode).toBe(404);
    expect(en.body).toMatch(/<html lang="en"/);
    expect(en.body).toMatch(/<h1[^>]*>this is error page<\/h1>/);
    // Behind the dashboard the browser draws the page, still as a 404 in the page's language.
    const dashboard = await get('/bn/dashboard/nothing-here');
    expect(dashboard.statusCode).toBe(404);
    expect(dashboard.body).toMatch(/<html lang="bn"/);
  });

  it('leave the dashboard and pages behind a sign-in to the browser', async () => {
    for (const url of ['/dashboard', '/bn/dashboard/manage-order', '/buy/night-driving', '/thankyou']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('server-state');
    }
  });

  it('draw the header for the visitor: signed in, the dashboard link; signed out, the login link', async () => {
    const signedOut = visibleText((await get('/about')).body);
    expect(signedOut).toContain('Login');
    expect(signedOut).not.toContain('Dashboard');
    const signedIn = await get('/about', sessionHeaders(student));
    expect(visibleText(signedIn.body)).toContain('Dashboard');
    // What one visitor sees is never kept, by a shared computer or for another visitor.
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(visibleText((await get('/about')).body)).not.toContain('Dashboard');
  });

  it('send a form sent before the page’s script had started back to the page, with nothing in the address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });
});
