/**
 * The issuer's page over real HTTP: what it shows, its headers (any origin may frame it; only its own style and its
 * one hashed script run), its token (for one charge only), its buttons, the message it posts (to the `origin` given
 * only, run here against a stand-in window) and the hosted flow that shows it before going back to the store.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../../interface/sandbox-cards';
import { startSandbox } from '../index';
import {
  call,
  card,
  chargeBody,
  createCharge,
  hostedChargeBody,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';

const sandbox = useSandbox();
const SHOP = 'https://shop.example';

const challenged = async (method = 'credit_card') => {
  const charge = await createCharge(
    sandbox.current,
    chargeBody({
      payment_method: method,
      payment_details: { card: card({ number: AUTHENTICATION_TEST_CARDS.challenge }), authentication: 'required' },
    }),
  );
  return { id: charge.id as string, url: charge.payment_fields.authentication.url as string };
};
const pathOf = (url: string) => url.slice(sandbox.current.url.length);
const get = (path: string) => call(sandbox.current, 'GET', path);
const answer = (path: string, outcome: string) =>
  call(sandbox.current, 'POST', path, {
    body: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Runs the page's inline script in a stand-in framed window; what it posted, as [message, targetOrigin]. */
function postedBy(html: string): unknown[][] {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const attributes = Object.fromEntries(
    [...(/<h1 id="authentication-complete"([^>]*)>/.exec(html)?.[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(
      ([, name, value]) => [name, value],
    ),
  );
  const posted: unknown[][] = [];
  const parent = { postMessage: (...args: unknown[]) => posted.push(args) };
  const element = { getAttribute: (name: string) => attributes[name] ?? null };
  const document = { getElementById: (id: string) => (id === 'authentication-complete' ? element : null) };
  runInNewContext(script, { window: { parent }, document });
  return posted;
}

describe('the issuer’s page', () => {
  it('shows the merchant, the amount, the card’s last four digits, Confirm and Fail; in pt-BR with lang=pt-BR', async () => {
    const { url } = await challenged();
    const page = await get(pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    for (const text of ['Demo Store', 'R$', '25,00', 'ending in 3220', '>Confirm<', '>Fail<'])
      expect(page.text).toContain(text);
    // Its heading is the bank's: the framing dialog's title says what is asked, and is not said twice.
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.text)?.[1]).toBe('Sandbox bank');
    const portuguese = await get(`${pathOf(url)}&lang=pt-BR`);
    expect(portuguese.text).toContain('<html lang="pt-BR">');
    for (const text of ['final 3220', '>Confirmar<', '>Falhar<', 'Confirme a compra'])
      expect(portuguese.text).toContain(text);
  });

  it('may be framed by any origin, under a strict CSP: no inline script but its own, by hash', async () => {
    const { url } = await challenged();
    const page = await get(pathOf(url));
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const done = await answer(pathOf(`${url}&origin=${encodeURIComponent(SHOP)}`), 'succeeded');
    const script = /<script>([\s\S]*?)<\/script>/.exec(done.text)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(done.headers.get('content-security-policy')).toMatch(
      new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
  });

  it('refuses a wrong token and the token of another charge (404), and leaves the charge waiting', async () => {
    const first = await challenged();
    const second = await challenged();
    const secondToken = new URL(second.url).searchParams.get('token') ?? '';
    const borrowed = `/elements/authentication/${first.id}?token=${secondToken}`;
    expect((await get(borrowed)).status).toBe(404);
    expect((await answer(borrowed, 'succeeded')).status).toBe(404);
    expect((await get(`/elements/authentication/${first.id}?token=guess`)).status).toBe(404);
    expect((await get(`/elements/authentication/${first.id}`)).status).toBe(404);
    const read = await call(sandbox.current, 'GET', `/v1/charges/${first.id}`, {
      auth: `Basic ${Buffer.from('sk_test_demo:').toString('base64')}`,
    });
    expect(read.body.data.status).toBe('pending');
  });

  it('takes its own token only, whole and exact: near misses are 404 and answer nothing', async () => {
    const { id, url } = await challenged();
    const token = new URL(url).searchParams.get('token') ?? '';
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const swapCase = [...token].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
    const page = `/elements/authentication/${id}`;
    for (const query of [
      'token=',
      `token=${token.slice(0, -1)}`,
      `token=${token.slice(0, 8)}`,
      `token=${token}x`,
      `token=${flipped}`,
      `token=${swapCase}`,
      `token=${encodeURIComponent(` ${token}`)}`,
      `Token=${token}`,
      `token=guess&token=${token}`,
    ]) {
      expect((await get(`${page}?${query}`)).status, query).toBe(404);
      expect((await answer(`${page}?${query}`, 'succeeded')).status, query).toBe(404);
    }
    const read = await call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth() });
    expect(read.body.data).toMatchObject({ status: 'pending', authentication: { status: 'challenge_required' } });
    expect((await get(`${page}?token=${token}`)).status).toBe(200);
  });

  it('Confirm: the charge is captured and the outcome is posted to the given origin only', async () => {
    const { id, url } = await challenged();
    const done = await answer(pathOf(`${url}&origin=${encodeURIComponent(SHOP)}`), 'succeeded');
    expect(done.status).toBe(200);
    expect(done.text).toContain('Payment approved');
    expect(postedBy(done.text)).toEqual([
      [{ type: 'authentication-complete', charge_id: id, status: 'captured' }, SHOP],
    ]);
    // Read again (a reload): the same outcome, told again.
    const again = await get(pathOf(`${url}&origin=${encodeURIComponent(SHOP)}`));
    expect(postedBy(again.text)).toEqual([
      [{ type: 'authentication-complete', charge_id: id, status: 'captured' }, SHOP],
    ]);
  });

  it('Fail: the charge fails with authentication_failed; with no origin, or no real origin, nothing is posted', async () => {
    const { id, url } = await challenged('debit_card');
    const done = await answer(pathOf(url), 'failed');
    expect(done.text).toContain('The authentication failed.');
    expect(postedBy(done.text)).toEqual([]);
    for (const origin of ['*', `${SHOP}/checkout`, 'javascript:alert(1)', 'null']) {
      const page = await get(pathOf(`${url}&origin=${encodeURIComponent(origin)}`));
      expect(postedBy(page.text)).toEqual([]);
    }
    const posted = postedBy((await get(pathOf(`${url}&origin=${encodeURIComponent(SHOP)}`))).text);
    expect(posted).toEqual([[{ type: 'authentication-complete', charge_id: id, status: 'failed' }, SHOP]]);
  });

  it('refuses an answer that is neither succeeded nor failed (400), and a body not sent as a form (415)', async () => {
    const { url } = await challenged();
    expect((await answer(pathOf(url), 'maybe')).status).toBe(400);
    const json = await call(sandbox.current, 'POST', pathOf(url), { json: { outcome: 'succeeded' } });
    expect(json.status).toBe(415);
  });
});

describe('the hosted card page with a challenge card', () => {
  const hostedCharge = () =>
    createCharge(sandbox.current, hostedChargeBody({ payment_method: 'debit_card', payment_details: {} }));
  const submitCard = (redirectUrl: string) =>
    call(sandbox.current, 'POST', pathOf(redirectUrl), {
      body: new URLSearchParams({
        holder_name: 'ANA SILVA',
        number: '4000 0000 0000 3220',
        exp: '12/99',
        cvv: '123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('shows the issuer’s page in its own flow, then sends the buyer back to return_url', async () => {
    const charge = await hostedCharge();
    const toIssuer = await submitCard(charge.payment_fields.redirect_url);
    expect(toIssuer.status).toBe(303);
    const issuer = toIssuer.headers.get('location') ?? '';
    expect(issuer).toMatch(new RegExp(`^${sandbox.current.url}/elements/authentication/${charge.id}\\?token=`));
    expect((await get(pathOf(issuer))).text).toContain('ending in 3220');
    const back = await answer(pathOf(issuer), 'succeeded');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`https://shop.example/return?charge_id=${charge.id}&status=captured`);
  });

  it('Fail sends the buyer back with status failed', async () => {
    const charge = await hostedCharge();
    const issuer = (await submitCard(charge.payment_fields.redirect_url)).headers.get('location') ?? '';
    const back = await answer(pathOf(issuer), 'failed');
    expect(back.headers.get('location')).toBe(`https://shop.example/return?charge_id=${charge.id}&status=failed`);
  });
});

describe('the issuer’s page past its expires_at', () => {
  it('answered by time alone (no clock control): Confirm just before pays; just after, the charge fails expired', async () => {
    // The sandbox's time source moved as real time would move it: no POST /sandbox/clock, no advance.
    let shiftMs = 0;
    const timed = await startSandbox({ port: 0, now: () => new Date(Date.now() + shiftMs) });
    try {
      const challenge = async () => {
        const charge = await createCharge(
          timed,
          chargeBody({
            payment_details: {
              card: card({ number: AUTHENTICATION_TEST_CARDS.challenge }),
              authentication: 'required',
            },
          }),
        );
        const { url, expires_at: expiresAt } = charge.payment_fields.authentication;
        return {
          id: charge.id as string,
          path: `${url.slice(timed.url.length)}&origin=${encodeURIComponent(SHOP)}`,
          expiresAt,
        };
      };
      /** Moves the time source to `offsetMs` from `expiresAt`, then the buyer presses Confirm. */
      const confirmAt = async (expiresAt: string, offsetMs: number, path: string) => {
        shiftMs = Date.parse(expiresAt) + offsetMs - Date.now();
        return call(timed, 'POST', path, {
          body: new URLSearchParams({ outcome: 'succeeded' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      };
      const read = async (id: string) =>
        (await call(timed, 'GET', `/v1/charges/${id}`, { auth: secretAuth() })).body.data;

      const inTime = await challenge();
      const late = await challenge();
      const paid = await confirmAt(inTime.expiresAt, -5000, inTime.path);
      expect(paid.text).toContain('Payment approved');
      expect(await read(inTime.id)).toMatchObject({ status: 'captured' });

      const refused = await confirmAt(late.expiresAt, 1000, late.path);
      expect(refused.text).toContain('The time to confirm the purchase ran out.');
      expect(refused.text).not.toContain('Payment approved');
      expect(postedBy(refused.text)).toEqual([
        [{ type: 'authentication-complete', charge_id: late.id, status: 'failed' }, SHOP],
      ]);
      expect(await read(late.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'authentication_expired',
        authentication: { status: 'expired', challenged: true },
      });
    } finally {
      await timed.close();
    }
  });
});
