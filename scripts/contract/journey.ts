/**
 * A merchant's journey written against types generated from `/openapi.json` by openapi-typescript, with
 * openapi-fetch, and MINIMAL bodies: only the fields the types require, plus the ids one step hands the next.
 * scripts/contract/check.ts type-checks it under `strict` beside the generated `openapi.d.ts` (so a request field
 * the document wrongly makes required fails the check), then runs it through Prism's validating proxy.
 * Not part of the project's own type-check: `./openapi` exists only in the check's temporary directory.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi';

/** The seeded test merchant's keys (README, "Sandbox"). */
const PUBLIC_KEY = 'pk_test_demo';
const SECRET_KEY = 'sk_test_demo';
/** A test card that captures, and a CNPJ with valid check digits. */
const TEST_CARD = '4111111111111111';
/** The test card whose issuer asks the buyer to confirm (3-D Secure challenge). */
const CHALLENGE_CARD = '4000000000003220';
const TEST_CNPJ = '11222333000181';
/** The Receita Federal's example of an alphanumeric CNPJ, typed in lower case (stored upper case). */
const TEST_ALPHANUMERIC_CNPJ = '12.abc.345/01de-35';

const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;

/** One step's outcome: its name, the HTTP status, and what went wrong (empty when nothing did). */
export interface StepResult {
  step: string;
  status: number;
  problems: string[];
}

/** Prism (with `--errors`) answers a violation itself, as application/problem+json; without it, in `sl-violations`. */
function problemsOf(response: Response, expected: number): string[] {
  const problems: string[] = [];
  const violations = response.headers.get('sl-violations');
  if (violations) problems.push(`sl-violations: ${violations}`);
  if (response.status !== expected) problems.push(`status ${response.status}, expected ${expected}`);
  if ((response.headers.get('content-type') ?? '').includes('problem+json'))
    problems.push('Prism answered with a problem document');
  return problems;
}

type Api = Client<paths>;

/** Records one step's outcome; `extra` holds what the step itself found wrong in the reply. */
type RecordStep = (step: string, response: Response, expected: number, extra?: string[]) => void;

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** A card token's body: the card `number`, valid for two more years. */
const cardBody = (number: string) => ({
  number,
  holder_name: 'ANA SOUZA',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvv: '123',
});

/** A fraud session and a card token (public key), a credit charge with both, then that charge read and listed. */
async function cardChargeSteps(browser: Api, server: Api, record: RecordStep) {
  const session = await browser.POST('/v1/fraud-sessions', {
    body: {
      type: 'Chrome',
      host_name: 'shop.example',
      cookies_accepted: true,
      user_agent: 'Mozilla/5.0 (contract check)',
    },
  });
  record('create a fraud session (public key)', session.response, 201);

  const token = await browser.POST('/v1/card-tokens', { body: cardBody(TEST_CARD) });
  record('create a card token (public key)', token.response, 201);

  const charge = await server.POST('/v1/charges', {
    body: {
      amount: 1990,
      product_type: 'physical',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Book', quantity: 1, unit_price: 1990, tangible: true }],
      payment_method: 'credit_card',
      card_token: token.data?.data.id,
      fraud_session_id: session.data?.data.session_id,
    },
  });
  record('create a charge with only required fields', charge.response, 201);

  const chargeId = charge.data?.data.id ?? NO_ID;
  const read = await server.GET('/v1/charges/{id}', { params: { path: { id: chargeId } } });
  record(
    'read the charge',
    read.response,
    200,
    read.data?.data.id === chargeId ? [] : ['a different charge came back'],
  );

  const list = await server.GET('/v1/charges');
  record(
    'list charges',
    list.response,
    200,
    list.data?.data.some((item) => item.id === chargeId) ? [] : ['the charge is not listed'],
  );
}

/** A debit charge whose card asks for a 3-D Secure challenge, then the challenge answered through the sandbox control. */
async function challengeSteps(browser: Api, server: Api, record: RecordStep) {
  const challengeToken = await browser.POST('/v1/card-tokens', { body: cardBody(CHALLENGE_CARD) });
  const debit = await server.POST('/v1/charges', {
    body: {
      amount: 1990,
      product_type: 'physical',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Book', quantity: 1, unit_price: 1990, tangible: true }],
      payment_method: 'debit_card',
      card_token: challengeToken.data?.data.id,
    },
  });
  const debitFields = debit.data?.data.payment_fields;
  record(
    'create a debit charge whose card asks for a challenge',
    debit.response,
    201,
    debitFields && 'authentication' in debitFields ? [] : ['no payment_fields.authentication came back'],
  );
  const authenticated = await server.POST('/sandbox/charges/{id}/authenticate', {
    params: { path: { id: debit.data?.data.id ?? NO_ID } },
    body: { outcome: 'succeeded' },
  });
  record(
    'answer the challenge (sandbox control)',
    authenticated.response,
    200,
    authenticated.data?.data.status === 'captured' ? [] : ['the charge was not captured'],
  );
}

/** A quote (public key), then a credit charge in 10 installments with the quoted total (secret key). */
async function installmentSteps(browser: Api, server: Api, record: RecordStep) {
  const quote = await browser.GET('/v1/installments', { params: { query: { amount: 100000, brand: 'visa' } } });
  const tenTimes = quote.data?.data.options.find((option) => option.installments === 10);
  record('quote installments (public key)', quote.response, 200, tenTimes ? [] : ['no 10× option came back']);

  const token = await browser.POST('/v1/card-tokens', { body: cardBody(TEST_CARD) });
  const charge = await server.POST('/v1/charges', {
    body: {
      amount: 100000,
      product_type: 'physical',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Bicycle', quantity: 1, unit_price: 100000, tangible: true }],
      payment_method: 'credit_card',
      payment_details: {
        card_token: token.data?.data.id,
        installments: 10,
        installment_total: tenTimes?.total_amount,
      },
    },
  });
  record(
    'create a charge in 10 installments with the quoted total',
    charge.response,
    201,
    charge.data?.data.installment_plan?.total_amount === tenTimes?.total_amount
      ? []
      : ['the plan differs from the quote'],
  );
}

/** Two submerchants (a numeric and an alphanumeric CNPJ) and a webhook endpoint. */
async function merchantSetupSteps(server: Api, record: RecordStep) {
  const submerchant = await server.POST('/v1/submerchants', {
    body: { legal_name: 'Loja Exemplo Ltda', tax_id: TEST_CNPJ },
  });
  record('create a submerchant with only required fields', submerchant.response, 201);

  const alphanumeric = await server.POST('/v1/submerchants', {
    body: { legal_name: 'Loja Alfa Ltda', tax_id: TEST_ALPHANUMERIC_CNPJ },
  });
  record(
    'create a submerchant with an alphanumeric CNPJ in lower case',
    alphanumeric.response,
    201,
    alphanumeric.data?.data.tax_id === '12ABC34501DE35' ? [] : ['the CNPJ did not come back upper case'],
  );

  const endpoint = await server.POST('/sandbox/postbacks/endpoints', {
    body: { url: 'https://shop.example/webhooks', events: ['charge.captured'] },
  });
  record('create a webhook endpoint', endpoint.response, 201);
}

/**
 * A returning buyer: a customer, a first charge that saves the card, a customer session, the page listing the saved
 * cards and tokenizing one with its security code, a second charge with that token, then the card removed.
 */
async function savedCardSteps(browser: Api, server: Api, record: RecordStep) {
  const customer = await server.POST('/v1/customers', { body: { name: 'Ana Souza', email: 'ana@example.com' } });
  record('create a customer', customer.response, 201);
  const customerId = customer.data?.data.id ?? 'cus_missing';
  const order = {
    amount: 1990,
    product_type: 'physical',
    customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' as const },
    items: [{ name: 'Book', quantity: 1, unit_price: 1990, tangible: true }],
    payment_method: 'credit_card' as const,
    customer_id: customerId,
  };
  const first = await server.POST('/v1/charges', {
    body: { ...order, payment_details: { card: cardBody(TEST_CARD), save_card: true } },
  });
  record('a first charge that saves the card', first.response, 201);

  const session = await server.POST('/v1/customer-sessions', { body: { customer_id: customerId } });
  record('create a customer session', session.response, 201);
  const sessionHeader = { 'X-Customer-Session': session.data?.data.client_token ?? '' };
  const cards = await browser.GET('/v1/customer-sessions/current/cards', { params: { header: sessionHeader } });
  const cardId = cards.data?.data[0]?.id ?? 'card_missing';
  record('the page lists the saved cards', cards.response, 200, cards.data?.data.length === 1 ? [] : ['no saved card']);
  const token = await browser.POST('/v1/card-tokens', {
    params: { header: sessionHeader },
    body: { card_id: cardId, cvv: '123' },
  });
  record('the page tokenizes the saved card with its security code', token.response, 201);
  const second = await server.POST('/v1/charges', {
    body: { ...order, payment_details: { card_token: token.data?.data.id ?? 'tok_missing' } },
  });
  record('a second charge with the saved card', second.response, 201);
  const removed = await server.DELETE('/v1/customers/{id}/cards/{cardId}', {
    params: { path: { id: customerId, cardId } },
  });
  record('remove the saved card', removed.response, 200);
}

export async function runJourney(baseUrl: string): Promise<StepResult[]> {
  const browser = createClient<paths>({ baseUrl, headers: { Authorization: basic(PUBLIC_KEY) } });
  const server = createClient<paths>({ baseUrl, headers: { Authorization: basic(SECRET_KEY) } });
  const results: StepResult[] = [];
  const record: RecordStep = (step, response, expected, extra = []) =>
    results.push({ step, status: response.status, problems: [...problemsOf(response, expected), ...extra] });

  await cardChargeSteps(browser, server, record);
  await challengeSteps(browser, server, record);
  await installmentSteps(browser, server, record);
  await merchantSetupSteps(server, record);
  await savedCardSteps(browser, server, record);
  return results;
}
