// The merchant console (/console): a Lit SPA under the strict CSP, talking only to the store's back end
// (/api/console), which calls the sandbox with pay-checkout/client. Each test makes its own data and finds it by a
// unique name: the sandbox is shared with the tests running in parallel.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/settled-page';
import { randomCnpj } from '../../demo/console/browser/tax-id';
import { SANDBOX, sandboxCall, watchPage } from '../support/helpers';

/** A 422 (or 409) the test provokes on purpose shows up as Chrome's "Failed to load resource" console line. */
const expectedFailure = /^Failed to load resource: the server responded with a status of (409|422)/;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Opens the console, recording any request the browser makes to the sandbox (there must be none). */
async function openConsole(page: Page, path = '/console') {
  const sandboxRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SANDBOX)) sandboxRequests.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { expectNoSandboxCalls: () => expect(sandboxRequests, 'the browser never calls the sandbox').toEqual([]) };
}

const submerchantStatus = (page: Page) => page.getByRole('status', { name: 'Submerchant status' });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

async function createSubmerchant(page: Page, entity: 'pj' | 'pf', legalName: string) {
  await page.getByRole('link', { name: 'New submerchant' }).click();
  await expect(page.getByRole('heading', { name: 'New submerchant' })).toBeFocused();
  if (entity === 'pf') await page.getByRole('radio', { name: 'Individual (pf)' }).check();
  await page.getByLabel(entity === 'pj' ? 'Legal name' : 'Full name').fill(legalName);
  await page.getByRole('button', { name: 'Create submerchant' }).click();
  await expect(page.getByRole('heading', { level: 2, name: legalName })).toBeVisible();
  await expect(page.getByText(`Submerchant ${legalName} created.`)).toBeVisible();
  await expect(submerchantStatus(page)).toHaveText('Status: Pending');
}

async function addAddress(page: Page) {
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Address added.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Avenida Paulista' })).toContainText('Primary');
}

test.describe('merchant console', () => {
  test('(a) a company (pj) is onboarded to active: partner, 3 company + 4 partner documents, address, review', async ({
    page,
  }) => {
    // The whole onboarding in one journey (about 20 requests through the console): three times the usual limit.
    test.slow();
    const watch = await watchPage(page);
    const { expectNoSandboxCalls } = await openConsole(page);
    const name = `Aurora ${unique()} Ltda`;
    await createSubmerchant(page, 'pj', name);

    // Submitting without a partner: the missing items are listed in the review panel's summary, which gets the focus.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    // Said in words: the field and the document type by their names, no code and no field path on screen.
    const summary = page.getByRole('alert').filter({ hasText: 'needs at least one legal representative' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('CNPJ registration card');
    await expect(summary).not.toContainText(
      /LEGAL_REPRESENTATIVE_REQUIRED|REGISTRATION_INCOMPLETE|documents\.|cnpj_card|legal_representatives/,
    );

    // Partner: added, then saved again with the same document (upsert → updated).
    const partners = page.getByRole('table', { name: 'Partners (legal representatives)' });
    const document = await page.getByLabel('Document (CPF or CNPJ)').inputValue();
    await page.getByRole('button', { name: 'Save partner' }).click();
    await expect(page.getByText('Partner João Pereira da Silva added.')).toBeVisible();
    await expect(partners.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Partner name').fill('João P. da Silva');
    await page.getByLabel('Document (CPF or CNPJ)').fill(document);
    await page.getByRole('button', { name: 'Save partner' }).click();
    await expect(page.getByText('Partner João P. da Silva updated.')).toBeVisible();
    await expect(partners.getByRole('row')).toHaveCount(2);
    // A company partner (CNPJ), added and deleted again.
    await page.getByLabel('Partner entity type').selectOption('pj');
    await page.getByRole('button', { name: 'Save partner' }).click();
    await expect(page.getByText('Partner Carlos Mendes added.')).toBeVisible();
    await expect(partners.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Delete partner Carlos Mendes' }).click();
    await expect(page.getByText('Partner Carlos Mendes deleted, with 0 document(s).')).toBeVisible();
    await expect(partners.getByRole('row')).toHaveCount(2);

    // Documents through the form: the type from the pj tables; partner types preselect the only partner.
    const documentType = page.getByLabel('Document type', { exact: true });
    const types = [
      'social_contract',
      'cnpj_card',
      'proof_of_residence_company',
      'partner_front_id',
      'partner_back_id',
      'partner_selfie_with_id',
      'partner_proof_of_residence',
    ];
    // Each row names its type in words (the option's label), never by its code.
    const rowOfType = async (type: string) => {
      const option = ((await documentType.locator(`option[value="${type}"]`).textContent()) ?? '').trim();
      const label = option.replace(/\s*\((required|optional)\)$/, '');
      return page
        .getByRole('table', { name: 'Documents' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    };
    for (const type of types) {
      await documentType.selectOption(type);
      if (type.startsWith('partner_'))
        await expect(page.getByRole('combobox', { name: 'Partner', exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Send document' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Document .+ sent\.$/ })).toBeVisible();
      await expect(await rowOfType(type)).toHaveCount(1);
    }
    // Sending a type again replaces the earlier record, which stays listed with its replaced_at.
    await documentType.selectOption('social_contract');
    await page.getByRole('button', { name: 'Send document' }).click();
    const contracts = await rowOfType('social_contract');
    await expect(contracts).toHaveCount(2);
    await expect(contracts.filter({ hasText: 'Current' })).toHaveCount(1);
    await expect(contracts.first()).not.toContainText('Current');

    // Address: added (the first is primary), then edited partially — only the changed field is sent.
    await addAddress(page);
    await page.getByRole('button', { name: 'Edit address 1' }).click();
    await expect(page.getByRole('textbox', { name: 'Street', exact: true }).first()).toBeFocused();
    await page.getByRole('textbox', { name: 'Number', exact: true }).first().fill('1600');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ number: '1600' });
    await expect(page.getByText('Address updated.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Avenida Paulista, 1600' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Under review');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Active');
    await expect(page.getByText('Approved: the submerchant is active.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: 'Approved' }),
    ).toHaveCount(7);

    // The list finds it by search and status.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByLabel('Search').fill(name);
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('table', { name: 'Submerchants' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name })).toBeVisible();

    expectNoSandboxCalls();
    await watch.expectClean({ allowConsoleErrors: expectedFailure });
  });

  test('(b) an individual (pf) is rejected with a reason, then resubmission is requested and it is submitted again', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await openConsole(page);
    const name = `Maria ${unique()} Santos`;
    await createSubmerchant(page, 'pf', name);
    await expect(page.getByRole('heading', { name: 'Partners (legal representatives)' })).toHaveCount(0);

    // pf document types only; the demo shortcut fills the four required ones.
    await expect(page.getByLabel('Document type', { exact: true }).getByRole('option')).toHaveCount(4);
    await page.getByRole('button', { name: 'Fill required documents (demo shortcut)' }).click();
    await expect(page.getByText('4 example document(s) sent.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documents' }).getByRole('row')).toHaveCount(5);
    await addAddress(page);
    // A second address (not primary), deleted again.
    await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Rua Augusta');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Rua Augusta' })).not.toContainText('Primary');
    await page.getByRole('button', { name: 'Delete address 2' }).click();
    await expect(page.getByText('Address deleted.')).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: 'Avenida Paulista' }).getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Under review');
    // Under review the registration is frozen: no forms.
    await expect(page.getByRole('button', { name: 'Add address' })).toHaveCount(0);

    await page.getByLabel('Reason for the rejection').fill('The selfie is blurred; please send a sharper one.');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Rejected');
    await expect(page.getByRole('heading', { name: 'Rejection reason' })).toBeVisible();
    await expect(page.getByText('The selfie is blurred; please send a sharper one.')).toBeVisible();

    await page.getByRole('button', { name: 'Request resubmission' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Pending');
    await expect(page.getByRole('button', { name: 'Add address' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Under review');
    await expect(page.getByRole('heading', { name: 'Rejection reason' })).toHaveCount(0);
    await watch.expectClean();
  });

  test('(c) field errors from the sandbox are shown next to their fields', async ({ page }) => {
    const watch = await watchPage(page);
    await openConsole(page, '/console#/submerchants/new');
    const taxId = page.getByLabel('Tax ID (CNPJ)');
    await taxId.fill('11.222.333/0001-00'); // check digits should be 81
    await page.getByLabel('CNAE 1 code').fill('123');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Create submerchant' }).click();

    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(taxId).toHaveAccessibleDescription(/is not a valid CNPJ: the check digits do not match/);
    await expect(taxId).toBeFocused();
    await expect(page.getByLabel('CNAE 1 code')).toHaveAccessibleDescription(/must be a CNAE subclass/);
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/valid e-mail/);
    await expect(page.getByLabel('Legal name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Check the fields marked below.' })).not.toContainText(
      'VALIDATION_ERROR',
    );
    await expectNoAxeViolations(page);

    // Corrected, it goes through.
    await taxId.fill(randomCnpj());
    await page.getByLabel('CNAE 1 code').fill('5611-2/01');
    await page.getByLabel('E-mail').fill('ok@example.com');
    await page.getByLabel('Legal name').fill(`Fix ${unique()} Ltda`);
    await page.getByRole('button', { name: 'Create submerchant' }).click();
    await expect(submerchantStatus(page)).toHaveText('Status: Pending');
    await watch.expectClean({ allowConsoleErrors: expectedFailure });
  });

  test('(d) charges: created through the back end, filtered by status and search, paged', async ({ page }) => {
    const watch = await watchPage(page);
    const { expectNoSandboxCalls } = await openConsole(page, '/console#/charges');
    const buyer = `Buyer ${unique()}`;
    await page.getByLabel('Customer name').fill(buyer);
    await page.getByLabel('How many (1–10)').fill('6');
    await page.getByRole('button', { name: 'Create demo charges' }).click();
    await expect(page.getByText('6 demo charge(s) created.')).toBeVisible();

    const rows = page.getByRole('table', { name: 'Charges' }).getByRole('row');
    const pageInfo = page.getByRole('navigation', { name: 'Pagination' });
    await page.getByLabel('Search').fill(buyer.toLowerCase());
    await page.getByLabel('Status', { exact: true }).selectOption('captured');
    await page.getByLabel('Per page').selectOption('2');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(pageInfo).toContainText('Page 1 of 2 · 3 charges');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Captured' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pageInfo).toContainText('Page 2 of 2 · 3 charges');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByLabel('Status', { exact: true }).selectOption('failed');
    await page.getByLabel('Per page').selectOption('10');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(pageInfo).toContainText('Page 1 of 1 · 3 charges');
    await expect(rows.filter({ hasText: 'Card declined' })).toHaveCount(3);
    // Each one asked for 3-D Secure, which these test cards pass without a challenge.
    await expect(rows.filter({ hasText: 'Confirmed, no challenge' })).toHaveCount(3);

    // Dates are UTC days: today has them, tomorrow is empty; a reversed range is a field error.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('From (UTC day)').fill(today);
    await page.getByLabel('To (UTC day)').fill(today);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(pageInfo).toContainText('· 6 charges');
    await page.getByLabel('From (UTC day)').fill(tomorrow);
    await page.getByLabel('To (UTC day)').fill('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No charges match these filters.')).toBeVisible();
    await page.getByLabel('To (UTC day)').fill(today);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByLabel('From (UTC day)')).toHaveAccessibleDescription(/date_from must not be after date_to/);

    expectNoSandboxCalls();
    await watch.expectClean({ allowConsoleErrors: expectedFailure });
  });

  /**
   * Endpoints a test created in the shared sandbox, deleted after it: each would get every later event of the merchant
   * (shop.example resolves nowhere), and the retries a sandbox-clock journey makes due would queue ahead of its own.
   */
  const createdEndpoints: string[] = [];
  test.afterEach(async () => {
    for (const id of createdEndpoints.splice(0)) {
      const deleted = await sandboxCall(`/sandbox/postbacks/endpoints/${id}`, { method: 'DELETE' });
      expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    }
  });

  test('(e) a webhook endpoint with its own secret is created and read back, with has_secret and never the secret', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const { expectNoSandboxCalls } = await openConsole(page, '/console#/webhooks');
    await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    const url = `https://shop.example/hooks/${unique()}`;
    // A secret as the sandbox takes one: whsec_ and the base64 of 24 to 64 random bytes.
    const ownSecret = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('checkbox', { name: 'Charge failed' }).check();
    await page.getByRole('radio', { name: 'Use my own' }).check();
    await page.getByLabel('Your secret').fill(ownSecret);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/console/webhook-endpoints') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    expect(await (await created).text()).not.toContain(ownSecret);
    await expect(page.getByText('Endpoint created and read back.')).toBeVisible();

    const readBack = page.getByRole('region', { name: 'Read back from the service' });
    await expect(readBack).toContainText(url);
    await expect(readBack).toContainText('Charge pending, Charge captured, Charge failed');
    await expect(readBack).toContainText('Configured (not shown)');
    await expect(page.getByLabel('Your secret')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Copy this secret now' })).toHaveCount(0);
    expect(await page.content()).not.toContain(ownSecret);

    // A secret of the old free-form kind is the sandbox's field error, next to the field.
    await page.getByLabel('Your secret').fill('whsec_console_test');
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(page.getByLabel('Your secret')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your secret')).toHaveAccessibleDescription(
      /must be whsec_ followed by the base64 of 24 to 64 random bytes/,
    );
    await page.getByRole('radio', { name: 'Have one made (shown once)' }).check();

    // Read again by id, through GET /v1/postbacks/endpoints/{id}.
    const id = await page.getByLabel('Endpoint ID').inputValue();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    createdEndpoints.push(id);
    await page.getByRole('button', { name: 'Read endpoint' }).click();
    await expect(page.getByText('Endpoint read.')).toBeVisible();
    await expect(readBack).toContainText(id);

    // A bad URL is the sandbox's field error, next to the field.
    await page.getByLabel('Endpoint URL').fill('ftp://shop.example');
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(page.getByLabel('Endpoint URL')).toHaveAccessibleDescription(/http or https/);
    await expect(page.getByLabel('Endpoint URL')).toBeFocused();

    expectNoSandboxCalls();
    await watch.expectClean({ allowConsoleErrors: expectedFailure });
  });

  test('(f) the language switch changes the texts to pt-BR; ?lang=pt-BR starts in Portuguese', async ({ page }) => {
    const watch = await watchPage(page);
    await openConsole(page, '/console#/charges');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchant console');
    await page.getByLabel('Language').selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console do lojista');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Cobranças');
    await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar cobranças de demonstração' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Seções do console' }).getByRole('link', { name: 'Subcontas' }),
    ).toBeVisible();

    // Keyboard: from the language switch, Tab reaches the section links; Enter follows one and its heading gets the focus.
    await page.getByLabel('Idioma').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Subcontas' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Subcontas' })).toBeFocused();

    await page.goto('/console?lang=pt-BR#/webhooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console do lojista');
    await expect(page.getByRole('button', { name: 'Criar endpoint' })).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('pt-BR');
    await expectNoAxeViolations(page);
    await watch.expectClean();
  });

  test('(g) a double click on Save partner sends one request', async ({ page }) => {
    const watch = await watchPage(page);
    await openConsole(page);
    await createSubmerchant(page, 'pj', `Dupla ${unique()} Ltda`);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/console\/submerchants\/[^/]+\/partners$/.test(new URL(request.url()).pathname)
      )
        posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Save partner' }).dblclick();
    await expect(page.getByText(/Partner .+ added\./)).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('table').filter({ hasText: 'João Pereira da Silva' }).getByRole('row')).toHaveCount(2);
    await watch.expectClean();
  });
});
