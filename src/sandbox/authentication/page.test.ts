/**
 * The issuer's page over real HTTP: what it shows, its headers (any origin may frame it; only its own style and its
 * one hashed script run), its token (for one charge only), its buttons, the message it posts (to the `origin` given
 * only, run here against a stand-in window) and the hosted flow that shows it before going back to the store.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../../interface/sandbox-cards';
import { call, card, chargeBody, createCharge, hostedChargeBody, useSandbox } from '../test-harness/test-support';

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
