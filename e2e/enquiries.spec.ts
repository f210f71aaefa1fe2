import { expect, fakeIp, test, uniqueId } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the enquiry inbox (phone width)', () => {
  test('a visitor writes; staff see it as new, open it, answer and mark it handled', async ({
    page,
    playwright,
    baseURL,
    login,
  }) => {
    // A visitor sends a message through the contact form.
    const name = `Rina ${uniqueId()}`;
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': fakeIp() },
    });
    const sent = await visitor.post('/api/contact', {
      data: {
        user_name: name,
        user_email: 'rina@example.com',
        phone: '+880 1712-345678',
        message: 'Is there a ladies-only scooter batch?',
      },
    });
    expect(sent.status()).toBe(201);
    await visitor.dispose();

    await login('owner');
    await page.goto('/dashboard');
    // The menu shows how many enquiries nobody has opened yet.
    await expect(page.getByRole('main').getByTestId('inbox-unread')).toBeVisible();
    await page.goto('/dashboard/enquiries');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:rina@example\.com\?/,
    );
    // The call-back number the visitor gave is one tap away, in the stored form.
    await expect(card.getByRole('link', { name: 'Call 01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801712345678');

    // Opening the message shows it and marks it read.
    await card.getByText('Read the message').click();
    await expect(card.getByText('Is there a ladies-only scooter batch?')).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeHidden();

    // The page never scrolls sideways on a phone.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    // Handled, it leaves the open list and is found under "Handled", where it can be opened again.
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    const handled = page.getByRole('article', { name });
    await expect(handled.getByText(/^Handled /)).toBeVisible();
    await expect(handled.getByRole('button', { name: 'Open again' })).toBeVisible();
  });

  test('a student has no inbox', async ({ page, login }) => {
    await login('student');
    await page.goto('/dashboard/enquiries');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
  });
});
