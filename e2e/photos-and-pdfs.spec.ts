import { type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import type { Order } from '#shared/schemas/order.ts';
import { dayAfter, expect, fakeIp, test } from './fixtures/test';

/**
 * What people have on their phones: a camera photo of several MB, and an NID or birth certificate
 * saved as a PDF. The page is a phone's width; the photo is shrunk by the browser before it is
 * sent, and the PDF goes as it is, for the student and the school's staff only.
 */
test.use({ viewport: { width: 390, height: 844 } });
// One worker runs this file's tests in order, so the photo is made once (it takes seconds).
test.describe.configure({ mode: 'default' });

const MB = 1024 * 1024;
let photoPath: string;
let photoBytes: number;

test.beforeAll(async () => {
  // A 12-megapixel photo whose noise keeps JPEG from compressing it: more than 7 MB, like a phone's.
  photoPath = test.info().outputPath('IMG_20260301_101010.jpg');
  const info = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(photoPath);
  photoBytes = info.size;
  expect(photoBytes).toBeGreaterThan(7 * MB);
});

/** A one-page PDF, as a scanner or a phone's "save as PDF" makes one. */
async function nidPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Birth registration certificate', { x: 50, y: 780, size: 22, font });
  page.drawText('Registration no. 20019912345678901', { x: 50, y: 740, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The same PDF with a script that runs when it is opened, as a booby-trapped file would carry. */
async function scriptedNidPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await nidPdf());
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("owned")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The upload the page sends next (answered 200), and how many bytes its body had. */
async function nextUpload(page: Page, act: () => Promise<void>): Promise<{ request: Request; bodyBytes: number }> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/upload'),
    act(),
  ]);
  const response = await request.response();
  expect(response?.status()).toBe(200);
  // The body holds a file, which the browser does not hand to the test; its length is on the wire.
  return { request, bodyBytes: Number((await request.allHeaders())['content-length']) };
}

async function fillBooking(page: Page) {
  await page.getByLabel('Full name').fill('Nusrat Jahan');
  await page.getByLabel('Phone number', { exact: true }).fill('01712345678');
  await page.getByLabel("Father's name").fill('Abdul Karim');
  await page.getByLabel("Mother's name").fill('Rokeya Begum');
  await page.getByLabel('Address').fill('House 5, KDA Avenue, Khulna');
  await page.getByLabel('Emergency contact number').fill('01912345678');
  await page.getByLabel('Starting date').fill(dayAfter(2));
  await page.getByLabel('Date of birth').fill('2001-07-19');
}

/** Books the course through the form with `nid` as the NID, and answers the new order's id. */
async function book(page: Page, nid: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/buy/manual-car');
  await fillBooking(page);
  const input = page.getByLabel('NID or birth certificate (photo or PDF)');
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
  await input.setInputFiles(nid);
  const upload = await nextUpload(page, () => page.getByRole('button', { name: 'Book Now' }).click());
  await expect(page.getByText('Order Completed')).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou$/);
  const oid = (await page.getByRole('link', { name: /^OID\d{8}$/ }).textContent())!;
  return { oid, upload };
}

test.describe('photos from a phone camera and NIDs as PDFs', () => {
  test('a 4000 × 3000 camera photo of more than 7 MB becomes the profile photo, shrunk before it is sent', async ({
    page,
    login,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    await page.goto('/dashboard/my-profile');
    const form = page.locator('form');
    await form.getByLabel('Name').fill('Tahmina Akter');
    await form.getByLabel('Photo').setInputFiles(photoPath);
    const { bodyBytes } = await nextUpload(page, () => form.getByRole('button', { name: 'Upload Image' }).click());
    await expect(form.getByRole('button', { name: 'Uploaded!' })).toBeVisible();
    // What left the phone is a fraction of the photo: the browser drew it at 2000 px and sent a JPEG.
    expect(bodyBytes).toBeLessThan(photoBytes / 3);

    const preview = form.getByRole('img', { name: 'The photo on your profile' });
    const stored = await page.request.get((await preview.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);

    await form.getByLabel('Phone', { exact: true }).fill('01711223344');
    await form.getByLabel('Present address').fill('Flat 3A, Khan Jahan Ali Road, Khulna');
    await form.getByLabel('Permanent address').fill('Village Phultala, Khulna');
    await form.getByLabel('Emergency contact').fill('01911223344');
    await form.getByLabel('Date of birth').fill('2003-04-09');
    await form.getByLabel('NID number').fill('4455667788');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Added!')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Tahmina Akter' })).toBeVisible();
  });

  test('the same photo is the NID of a booking', async ({ page, login }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    const { oid, upload } = await book(page, photoPath);
    expect(upload.bodyBytes).toBeLessThan(photoBytes / 3);

    const order = (await (await page.request.get(`/api/oneOrder/${oid}`)).json()) as Order;
    expect(order.image).toMatch(/^\/files\/private\/[0-9a-f-]+\.jpg$/);
    const meta = await sharp(await (await page.request.get(order.image)).body()).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    await page.goto(`/orderDetails/${oid}`);
    await expect(page.getByRole('img', { name: 'NID / birth certificate' })).toBeVisible();
  });

  test('an NID as a PDF: booked, then opened from the order card by the student and by an admin', async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    test.slow(); // a booking, a PDF viewer, and an admin in a second browser context
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    const pdf = await nidPdf();
    const { oid, upload } = await book(page, {
      name: 'birth-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    // Sent as it is: the file and the multipart framing around it.
    expect(upload.bodyBytes).toBeGreaterThan(pdf.length);
    expect(upload.bodyBytes).toBeLessThan(pdf.length + 1024);

    // The student's card links the PDF, clearly labelled, instead of a picture that cannot show.
    await page.getByRole('link', { name: /^OID\d{8}$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetails/${oid}$`));
    const card = page.getByRole('article', { name: 'Order card' });
    const open = card.getByRole('link', { name: 'Open NID (PDF)' });
    await expect(open).toBeVisible();
    await expect(card.getByRole('img', { name: 'NID / birth certificate' })).toHaveCount(0);
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/^\/files\/private\/[0-9a-f-]+\.pdf$/);
    const [viewer] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await viewer.waitForLoadState();
    expect(new URL(viewer.url()).pathname).toBe(href);
    await viewer.close();
    const own = await page.request.get(href);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('application/pdf');
    expect(own.headers()['content-disposition']).toBe('inline');
    expect(Buffer.compare(await own.body(), pdf)).toBe(0);

    // Nobody else can: not a visitor, not another student.
    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    expect((await visitor.request.get(href)).status()).toBe(401);
    const otherPage = await visitor.newPage();
    await login('student', { page: otherPage });
    expect((await visitor.request.get(href)).status()).toBe(403);
    await visitor.close();

    // An admin opens it from the order card and from Edit order.
    const adminContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': fakeIp() },
    });
    const admin = await adminContext.newPage();
    await login('admin', { page: admin });
    await admin.goto(`/orderDetails/${oid}`);
    await expect(
      admin.getByRole('article', { name: 'Order card' }).getByRole('link', { name: 'Open NID (PDF)' }),
    ).toHaveAttribute('href', href);
    await admin.goto(`/dashboard/manage-order/edit-order/${oid}`);
    const adminOpen = admin.getByRole('link', { name: 'Open NID (PDF)' });
    await expect(adminOpen).toBeVisible();
    const [adminViewer] = await Promise.all([admin.waitForEvent('popup'), adminOpen.click()]);
    await adminViewer.waitForLoadState();
    expect(new URL(adminViewer.url()).pathname).toBe(href);
    const asAdmin = await admin.request.get(href);
    expect(asAdmin.status()).toBe(200);
    expect(Buffer.compare(await asAdmin.body(), pdf)).toBe(0);
    await adminContext.close();
  });

  test('a PDF is refused as a profile photo, in the form and by the server', async ({ page, baseURL, login }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    await page.goto('/dashboard/my-profile');
    const form = page.locator('form');
    await expect(form.getByLabel('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await form
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: await nidPdf() });
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expect(form.getByText('Only JPEG, PNG or WebP images are accepted.')).toBeVisible();
    const direct = await page.request.post('/api/upload', {
      headers: { origin: baseURL! },
      multipart: { image: { name: 'me.pdf', mimeType: 'application/pdf', buffer: await nidPdf() } },
    });
    expect(direct.status()).toBe(415);
  });

  test('an NID PDF carrying a script reaches staff as a picture of its page, opened from Edit order', async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    test.slow(); // a booking, a PDF viewer, and an admin in a second browser context
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    const pdf = await scriptedNidPdf();
    expect(pdf.toString('latin1')).toContain('/JavaScript');
    const { oid } = await book(page, { name: 'nid.pdf', mimeType: 'application/pdf', buffer: pdf });

    const adminContext = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': fakeIp() },
    });
    const admin = await adminContext.newPage();
    await login('admin', { page: admin });
    await admin.goto(`/dashboard/manage-order/edit-order/${oid}`);
    const open = admin.getByRole('link', { name: 'Open NID (PDF)' });
    await expect(open).toBeVisible();
    const href = (await open.getAttribute('href'))!;
    const [viewer] = await Promise.all([admin.waitForEvent('popup'), open.click()]);
    await viewer.waitForLoadState();
    expect(new URL(viewer.url()).pathname).toBe(href);
    await viewer.close();

    // What staff get is a PDF of the page as a picture: no script, no text layer, the page's size.
    const shown = await admin.request.get(href);
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('application/pdf');
    const bytes = await shown.body();
    expect(Buffer.compare(bytes, pdf)).not.toBe(0);
    expect(bytes.toString('latin1')).not.toMatch(/JavaScript|OpenAction|app\.alert/);
    const kept = await PDFDocument.load(bytes);
    expect(kept.getPageCount()).toBe(1);
    expect(kept.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    await adminContext.close();
  });
});
