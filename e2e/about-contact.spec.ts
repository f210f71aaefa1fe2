import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, MAILBOX_URL } from '../playwright.config';
import { SAMPLE_SCHOOL as SCHOOL } from '#server/db/sample-school.ts';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

async function fillContactForm(page: Page, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Farhana Akter');
  await page.getByLabel('E-mail', { exact: true }).fill('farhana@example.com');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test.describe('about page', () => {
  test('heading, certification with the registration numbers, features, guidance and who we are', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Khulna Driving School');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    const cert = page.getByRole('region', { name: 'Certified and registered' });
    await expect(cert.getByText('Registration No. 139/2019')).toBeVisible();
    await expect(cert.getByText('Registration No. 116/2018')).toBeVisible();

    await expect(page.getByRole('region', { name: 'What you get' }).getByRole('listitem')).toHaveCount(8);

    const guidance = page.getByRole('region', { name: 'গাড়ি চালানোর নির্দেশনা' });
    await expect(guidance.getByRole('heading', { level: 3 })).toHaveText([
      'গাড়ি চালানোর আগে',
      'গাড়ি চালানোর পরে',
      'গাড়ি পরীক্ষা',
    ]);
    for (const block of await guidance.getByRole('article').all()) {
      await expect(block).toHaveAttribute('lang', 'bn');
      expect(await block.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    }
    await expect(guidance.getByText('সিটবেল্ট বাঁধুন এবং যাত্রীদেরও বাঁধতে বলুন।')).toBeVisible();

    const who = page.getByRole('region', { name: 'Who are we' });
    await expect(who.getByRole('heading', { level: 3 })).toHaveText(['Mission', 'Vision', 'Values']);
  });

  test('the FAQ is an accordion of four questions that works with mouse and keyboard', async ({ page }) => {
    await page.goto('/about');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText([
      'Why should I choose Khulna Driving School?',
      'What makes us different from other schools?',
      'Why are we the best driving school in Khulna?',
      'Is there a certificate, and can it be verified online?',
    ]);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    const certificate = questions.nth(3);
    await expect(certificate).toHaveAttribute('aria-expanded', 'false');
    const answer = faq.getByRole('region', { name: 'Is there a certificate, and can it be verified online?' });
    await expect(answer).toBeHidden();

    await certificate.click();
    await expect(certificate).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('verify it online');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'What makes us different from other schools?' })).toContainText(
      'mechanics module',
    );
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('contact page', () => {
  test('shows the address, two phone numbers, the e-mail, social links and the map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Khulna Driving School');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(SCHOOL.address).first()).toBeVisible();
    for (const phone of SCHOOL.phones) {
      await expect(main.getByRole('link', { name: phoneForReading(phone) })).toHaveAttribute(
        'href',
        `tel:${phoneForDialling(phone)}`,
      );
    }
    await expect(main.getByRole('link', { name: SCHOOL.email })).toHaveAttribute('href', `mailto:${SCHOOL.email}`);
    await expect(main.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', SCHOOL.social.facebook);
    await expect(main.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', SCHOOL.social.youtube);

    const map = page.locator('iframe[title="Map showing the school’s location"]');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(map).toHaveAttribute('src', new RegExp(`marker=${SCHOOL.map.lat},${SCHOOL.map.lon}`));
    await expect(main.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${SCHOOL.map.lat}&mlon=${SCHOOL.map.lon}#map=${SCHOOL.map.zoom}/${SCHOOL.map.lat}/${SCHOOL.map.lon}`,
    );
  });

  test('stays usable when the map cannot load (no outside network)', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await expect(page.getByText(SCHOOL.address).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(3);
  });

  test('the form requires every field and an e-mail address, before anything is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'E-mail', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription('This field is required.');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(posted).toBe(false);
  });

  test('sends the message to the school over SMTP and says "Mail send successfully"', async ({ page, request }) => {
    const token = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/contact');
    await fillContactForm(page, `আমি গাড়ি চালানো শিখতে চাই। ${token}`);
    await expect(page.getByText('Mail send successfully')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

    await expect
      .poll(async () => {
        const inbox = (await (await request.get(`${MAILBOX_URL}/messages`)).json()) as Received[];
        return inbox.find((m) => m.text.includes(token));
      })
      .toMatchObject({ to: [SCHOOL.email], subject: 'Contact form: Farhana Akter' });
  });

  test('keeps the message when the school’s mail server refuses it: the visitor is told it was sent', async ({
    page,
  }) => {
    // The message is stored before the notification mail; staff read it in the dashboard's inbox.
    await page.goto(`http://127.0.0.1:${E2E_PORTS.contactMailFail}/contact`);
    await fillContactForm(page, 'This one bounces at the SMTP server.');
    await expect(page.getByText('Mail send successfully')).toBeVisible();
    await expect(page.getByText('Invaild Email')).toHaveCount(0);
  });

  test('says "Invaild Email" when the message cannot reach the school at all', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await fillContactForm(page, 'Sent while the connection is down.');
    await expect(page.getByText('Invaild Email')).toBeVisible();
    await expect(page.getByText('Mail send successfully')).toHaveCount(0);
    // What was typed stays, to send again.
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Sent while the connection is down.');
  });
});

test.describe('thank-you page', () => {
  test('confirms and links to Show More (/courses) and Contact me (/contact)', async ({ page }) => {
    await page.goto('/thankyou');
    await expect(page).toHaveTitle('Thank you | Khulna Driving School');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show More' })).toHaveAttribute('href', '/courses');
    await page.getByRole('link', { name: 'Contact me' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Show More' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
