import { expect, fakeIp, test } from './fixtures/test';

/** A wallet transaction id no other test uses: 10 letters and digits, as bKash writes them. */
const freshTrxId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`.padEnd(10, 'x').slice(-10);

test.use({ viewport: { width: 390, height: 844 } });

test.describe('payments and receipts, on a phone', () => {
  test('a student pays by bKash; a reused TrxID is refused by its field; staff confirm; the receipt prints and checks as genuine', async ({
    page,
    browser,
    newAccount,
    login,
    bookCourse,
  }) => {
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const student = await newAccount({ prefix: 'payer', name: 'Nusrat Jahan' });
    const order = await bookCourse(student);
    await login(student);

    // My Course: the order's ledger, the school's bKash number, and the form.
    await page.goto('/dashboard/my-course');
    const card = page.getByTestId('order-payments').filter({ hasText: order.oid });
    await expect(card.getByTestId('ledger-price')).toContainText(`৳${order.course.price.toLocaleString('en-IN')}`);
    await expect(card.getByTestId('ledger-paid')).toContainText('৳0');
    await expect(card.getByTestId('send-to-number')).toHaveText('01900-000000');

    const trxId = freshTrxId();
    await card.getByLabel('Paid by').selectOption({ label: 'bKash' });
    await card.getByLabel('Amount (৳)').fill('2000');
    const trxField = card.getByLabel('Transaction ID (TrxID)');
    await trxField.pressSequentially(trxId.toLowerCase());
    await expect(trxField).toHaveValue(trxId.toUpperCase());
    await card.getByLabel('Sender’s phone number').fill('01712-345678');
    await card.getByRole('button', { name: 'Send payment details' }).click();
    const item = card.getByTestId('payment-item').filter({ hasText: trxId.toUpperCase() });
    await expect(item.getByTestId('payment-status')).toHaveText('Waiting for the office');
    await expect(card.getByLabel('Amount (৳)')).toHaveValue('');

    // The same TrxID again: the catalogue's words, under the TrxID field.
    await card.getByLabel('Amount (৳)').fill('500');
    await trxField.fill(trxId);
    await card.getByRole('button', { name: 'Send payment details' }).click();
    await expect(trxField).toHaveAttribute('aria-invalid', 'true');
    await expect(trxField).toHaveAccessibleDescription(/already used for a payment/);
    await expect(card.getByTestId('payment-item')).toHaveCount(1);

    // The office confirms it from its Payments page.
    const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staffPage = await office.newPage();
    await staffPage.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin', { page: staffPage });
    await staffPage.goto('/dashboard');
    await staffPage.getByRole('button', { name: 'Open dashboard menu' }).click();
    await staffPage.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Payments' }).click();
    await expect(staffPage).toHaveURL(/\/dashboard\/payments$/);
    const row = staffPage.getByRole('row').filter({ hasText: trxId.toUpperCase() });
    await expect(row).toContainText('Nusrat Jahan');
    await expect(row).toContainText(order.oid);
    await expect(row).toContainText('৳2,000');
    await row.getByRole('button', { name: `Confirm ${trxId.toUpperCase()}` }).click();
    await expect(staffPage.getByText(/Payment confirmed: receipt R-\d{4}-\d{6}\./)).toBeVisible();
    await office.close();

    // The student sees the receipt number and what is paid, and opens the receipt.
    await page.reload();
    const receiptNumber = (await item.getByTestId('receipt-number').textContent())?.match(/R-\d{4}-\d{6}/)?.[0];
    expect(receiptNumber).toBeTruthy();
    await expect(card.getByTestId('ledger-paid')).toContainText('৳2,000');
    await expect(item.getByTestId('payment-status')).toHaveText('Confirmed');
    await item.getByRole('link', { name: 'Open receipt' }).click();
    await expect(page).toHaveURL(/\/dashboard\/receipt\//);
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByTestId('receipt-page-number')).toHaveText(receiptNumber!);
    await expect(receipt).toContainText('Nusrat Jahan');
    await expect(receipt).toContainText(trxId.toUpperCase());
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('৳2,000');
    await expect(receipt.getByTestId('receipt-qr')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    // The same receipt as a PDF, for the student to keep.
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`${receiptNumber}.pdf`);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Back, after My Course: to My Course.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-course$/);

    // Anyone can check the number: genuine; an invented one is not found.
    await page.goto(`/receipt/${receiptNumber}`);
    const genuine = page.getByTestId('receipt-genuine');
    await expect(genuine.getByRole('heading', { name: 'Genuine receipt' })).toBeVisible();
    await expect(genuine).toContainText(receiptNumber!);
    await expect(genuine).toContainText('৳2,000');
    await expect(genuine).toContainText('N. J.');
    await expect(genuine).not.toContainText('Nusrat');
    await page.goto('/receipt/R-1999-999999');
    await expect(page.getByRole('heading', { name: 'No receipt with this number' })).toBeVisible();
  });

  test('a receipt opened from a link: Back goes to its order, the order card for its student (after signing in) and the office’s page of the order for staff', async ({
    page,
    browser,
    newAccount,
    login,
    bookCourse,
    ownerOnDemand,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const student = await newAccount({ prefix: 'linked-receipt' });
    const order = await bookCourse(student);
    const sent = await student.api.post(`/api/orders/${order.oid}/payments`, {
      data: { method: 'nagad', amount: 1500, trxId: freshTrxId() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const confirmed = await (await ownerOnDemand()).api.post(`/api/payments/${id}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // The student taps the link in the SMS, signed out: the sign-in page, then the receipt, the
    // first page of the app in this tab.
    await page.goto(`/dashboard/receipt/${id}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('receipt').getByTestId('receipt-amount')).toHaveText('৳1,500');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetails/${order.oid}$`));
    await expect(page.getByRole('heading', { name: 'Order card', exact: true })).toBeVisible();

    // The office opens the same receipt in a new tab, in Bengali: Back goes to the order's page.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await office.newPage();
    await staffPage.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin', { page: staffPage });
    await staffPage.goto(`/bn/dashboard/receipt/${id}`);
    await expect(staffPage.getByTestId('receipt')).toBeVisible();
    await staffPage.getByRole('button', { name: 'ফিরে যান' }).click();
    await expect(staffPage).toHaveURL(new RegExp(`/bn/dashboard/manage-order/edit-order/${order.oid}$`));
    await expect(staffPage.getByRole('heading', { name: `অর্ডার ${order.oid} সম্পাদনা` })).toBeVisible();
    await office.close();
  });

  test('the Bengali My Course: Bengali labels and taka in Bengali digits', async ({
    page,
    newAccount,
    login,
    bookCourse,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const student = await newAccount({ prefix: 'payer-bn' });
    const order = await bookCourse(student);
    await login(student);
    await page.goto('/bn/dashboard/my-course');
    const card = page.getByTestId('order-payments').filter({ hasText: order.oid });
    await expect(card.getByLabel('টাকার পরিমাণ (৳)')).toBeVisible();
    await expect(card.getByRole('button', { name: 'পেমেন্টের তথ্য পাঠান' })).toBeVisible();
    await expect(card.getByTestId('ledger-due')).toContainText(/বাকি\s*৳[০-৯][০-৯,]*/);
    await expect(card.getByTestId('ledger-due')).not.toContainText(/[0-9]/);
  });
});
