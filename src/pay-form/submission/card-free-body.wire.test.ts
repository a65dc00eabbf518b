// The body <pay-form> sends to `action`, read as raw bytes by a real HTTP server, with a card token from a real
// sandbox in its own process (no fetch stub; the DOM here is happy-dom's, which the sandbox's server does not run in): the token is in it, and no card number, CVV or expiry in any spelling. The card
// inputs have names that the card-field stripping does not know, so only leaving card inputs out of the payload
// keeps them out of this body.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../index';
import { mountPayForm } from '../element/test-fakes';

const CARD = { number: '4111 1111 1111 1111', holder: 'ANA SOUZA', month: '07', year: '2031', cvv: '737' };
const CHECKOUT = `
  <form>
    <input name="customer.name" value="Ana Souza">
    <input name="amount" type="number" value="5000">
    <input name="digits" autocomplete="cc-number" value="${CARD.number}">
    <input name="holder" autocomplete="cc-name" value="${CARD.holder}">
    <input name="valid_thru" autocomplete="cc-exp" value="${CARD.month}/${CARD.year.slice(2)}">
    <input name="verification" autocomplete="cc-csc" value="${CARD.cvv}">
    <select name="payment_details.installments" data-type="integer"><option value="2" selected>2x</option></select>
    <button>Pay</button>
  </form>`;

/** Every way the card could show in a body: digits whole, grouped or split, the CVV, the expiry. */
const CARD_SPELLINGS = [
  CARD.number,
  CARD.number.replace(/ /g, ''),
  CARD.number.replace(/ /g, '-'),
  CARD.cvv,
  `${CARD.month}/${CARD.year.slice(2)}`,
  `${CARD.month}/${CARD.year}`,
  CARD.year,
  'valid_thru',
  'verification',
  'digits',
];

/** The merchant's back end: records each request's raw body; answers CORS (the page is another origin). */
function startBackEnd() {
  const bodies: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
      };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      response
        .writeHead(201, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: true, message: 'Charge created', data: { id: 'ch_1', status: 'captured' } }));
    });
  });
  return { bodies, server };
}

/** `npm run sandbox` on a free port; resolves with its address once it listens. */
function startSandboxProcess(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolve({ url: listening[1], process: child });
    });
  });
}

let sandbox: { url: string; process: ChildProcess };
const backEnd = startBackEnd();
let actionUrl: string;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  await new Promise<void>((resolve) => backEnd.server.listen(0, '127.0.0.1', resolve));
  actionUrl = `http://127.0.0.1:${(backEnd.server.address() as AddressInfo).port}/api/checkout`;
}, 30_000);

afterAll(async () => {
  backEnd.server.close();
  sandbox?.process.kill('SIGTERM');
});

afterEach(() => document.body.replaceChildren());

describe('the body <pay-form> sends to action, on the wire', { timeout: 30_000 }, () => {
  it('holds the card token the service issued, and no card number, CVV or expiry', async () => {
    const { element, button } = await mountPayForm(
      { 'public-key': 'pk_test_demo', 'api-base': sandbox.url, action: actionUrl },
      { markup: CHECKOUT },
    );
    button.click();
    await expect.poll(() => element.state, { timeout: 10_000 }).toBe('succeeded');

    expect(backEnd.bodies).toHaveLength(1);
    const [raw] = backEnd.bodies;
    const body = JSON.parse(raw) as { payment_details: { card_token: string; installments: number } };
    expect(body.payment_details).toEqual({ card_token: expect.stringMatching(/^tok_/), installments: 2 });
    // The token is the service's own, unused: a charge with it goes through.
    const charge = await fetch(`${sandbox.url}/v1/charges`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('sk_test_demo:')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount: 5000,
        product_type: 'physical',
        customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
        items: [{ name: 'Book', quantity: 1, unit_price: 5000, tangible: true }],
        payment_method: 'credit_card',
        payment_details: body.payment_details,
      }),
    });
    expect(charge.status).toBe(201);
    for (const spelling of CARD_SPELLINGS) expect(raw, `the body holds "${spelling}"`).not.toContain(spelling);
  });
});
