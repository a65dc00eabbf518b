import { describe, expect, it } from 'vitest';
import { call, createCharge, hostedChargeBody, secretAuth, useSandbox } from '../test-harness/test-support';
import { checkCardForm } from './card-form';

const sandbox = useSandbox();

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const goodCard = { holder_name: 'ANA SILVA', number: '4111 1111 1111 1111', exp: '12/99', cvv: '123' };

async function hostedCharge(overrides: Record<string, unknown> = {}) {
  const charge = await createCharge(sandbox.current, hostedChargeBody(overrides));
  const url = new URL(charge.payment_fields.redirect_url as string);
  return { charge, path: `${url.pathname}${url.search}` };
}

describe('hosted card page', () => {
  it('serves an accessible card form under a strict CSP, with the autofill tokens', async () => {
    const { path } = await hostedCharge({ return_url: 'https://shop.example/back' });
    const page = await call(sandbox.current, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' https://shop.example");
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
      expect(page.text).toContain(`autocomplete="${token}"`);
      expect(page.text).toMatch(new RegExp(`<label for="${token}">`));
      expect(page.text).toContain(`id="${token}"`);
    }
    // One script, the card fields' own, allowed by this response's nonce and pinned by its integrity; no inline style.
    expect(page.text).not.toMatch(/style=|<style/i);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(page.text.match(/<script/g)).toHaveLength(1);
    expect(page.text).toContain(`<script src="/elements/card-fields.js" nonce="${nonce}" integrity="sha384-`);
    expect(page.text).toContain('<html lang="en">');
    const css = await call(sandbox.current, 'GET', '/hosted/assets/hosted.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('processes the form and 303-redirects to return_url with charge_id and status', async () => {
    const { charge, path } = await hostedCharge({ return_url: 'https://shop.example/back?order=7' });
    const submitted = await call(sandbox.current, 'POST', path, form(goodCard));
    expect(submitted.status).toBe(303);
    const location = new URL(submitted.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/back');
    expect(Object.fromEntries(location.searchParams)).toEqual({ order: '7', charge_id: charge.id, status: 'captured' });
    const read = await call(sandbox.current, 'GET', `/v1/charges/${charge.id}`, { auth: secretAuth() });
    expect(read.body.data).toMatchObject({
      status: 'captured',
      payment_fields: null,
      card: { last4: '1111', brand: 'visa', exp_month: 12, exp_year: 2099 },
    });
  });

  it('reports a declined card as failed', async () => {
    const { charge, path } = await hostedCharge();
    const submitted = await call(sandbox.current, 'POST', path, form({ ...goodCard, number: '4000000000000002' }));
    expect(new URL(submitted.headers.get('location') ?? '').searchParams.get('status')).toBe('failed');
    expect(sandbox.current.state.charges.get(charge.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
    });
  });

  it('does not process a second submit: it redirects to the same outcome', async () => {
    const { charge, path } = await hostedCharge();
    await call(sandbox.current, 'POST', path, form(goodCard));
    const updatedAt = sandbox.current.state.charges.get(charge.id)?.updated_at;
    sandbox.current.clock.advance(10);
    const second = await call(sandbox.current, 'POST', path, form({ ...goodCard, number: '4000000000000002' }));
    expect(second.status).toBe(303);
    expect(new URL(second.headers.get('location') ?? '').searchParams.get('status')).toBe('captured');
    expect(sandbox.current.state.charges.get(charge.id)).toMatchObject({ status: 'captured', updated_at: updatedAt });
    const page = await call(sandbox.current, 'GET', path);
    expect(page.text).toContain('Payment approved');
    expect(page.text).not.toContain('<form');
  });

  it('re-renders the form with field errors (422), the number kept in its groups, never the code', async () => {
    const { charge, path } = await hostedCharge();
    const result = await call(
      sandbox.current,
      'POST',
      path,
      form({ holder_name: 'ANA', number: '4111111111111112', exp: '13/30', cvv: '98' }),
    );
    expect(result.status).toBe(422);
    expect(result.text).toContain('role="alert"');
    expect(result.text).toContain('aria-invalid="true"');
    expect(result.text).toContain('aria-describedby="cc-number-error"');
    expect(result.text).toMatch(/<input id="cc-number"[^>]*value="4111 1111 1111 1112">/);
    expect(result.text).toMatch(/<input id="cc-exp"[^>]*value="13\/30">/);
    expect(result.text).toMatch(/<input id="cc-csc"[^>]*value="">/);
    expect(result.text).toContain('value="ANA"');
    // Focus starts on the first refused field; the summary comes after the Pay button, as in the transparent checkout.
    expect(result.text.match(/autofocus/g)).toHaveLength(1);
    expect(result.text).toMatch(/<input id="cc-number"[^>]*autofocus/);
    expect(result.text.indexOf('role="alert"')).toBeGreaterThan(result.text.indexOf('<button type="submit">'));
    expect(sandbox.current.state.charges.get(charge.id)?.status).toBe('pending');
    const expired = await call(sandbox.current, 'POST', path, form({ ...goodCard, exp: '01/20' }));
    expect(expired.status).toBe(422);
    expect(expired.text).toContain('expired');
  });

  it('shows a result page when the charge has no return_url', async () => {
    const { path } = await hostedCharge({ return_url: null });
    const result = await call(sandbox.current, 'POST', path, form(goodCard));
    expect(result.status).toBe(200);
    expect(result.text).toContain('Payment approved');
  });

  it('answers 404 for a wrong token or an unknown charge, and 415 for a non-form body', async () => {
    const { charge, path } = await hostedCharge();
    expect((await call(sandbox.current, 'GET', `/hosted/charges/${charge.id}?token=wrong`)).status).toBe(404);
    expect((await call(sandbox.current, 'GET', `/hosted/charges/${charge.id}`)).status).toBe(404);
    expect((await call(sandbox.current, 'GET', `/hosted/charges/${crypto.randomUUID()}?token=x`)).status).toBe(404);
    expect(
      (await call(sandbox.current, 'POST', `/hosted/charges/${charge.id}?token=wrong`, form(goodCard))).status,
    ).toBe(404);
    expect((await call(sandbox.current, 'POST', path, { json: goodCard })).status).toBe(415);
    expect(sandbox.current.state.charges.get(charge.id)?.status).toBe('pending');
  });

  it('round trip: GET the page, submit its form action, follow Location to the return_url', async () => {
    const back = await import('node:http');
    const received: string[] = [];
    const shop = back.createServer((request, response) => {
      received.push(request.url ?? '');
      response.end('thanks');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const port = (shop.address() as { port: number }).port;
      const { charge, path } = await hostedCharge({ return_url: `http://127.0.0.1:${port}/checkout/done` });
      const page = await call(sandbox.current, 'GET', path);
      const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1].replaceAll('&amp;', '&');
      expect(action).toBeDefined();
      const done = await fetch(new URL(action ?? '', sandbox.current.url), {
        method: 'POST',
        ...form(goodCard),
        redirect: 'follow',
      });
      expect(await done.text()).toBe('thanks');
      expect(received).toEqual([`/checkout/done?charge_id=${charge.id}&status=captured`]);
    } finally {
      shop.closeAllConnections();
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});

describe('checkCardForm', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const good = { holder_name: 'ANA SILVA', number: '4111-1111 1111-1111', exp: '12 / 2030', cvv: '123' };

  it('gives the card with the separators dropped and a 4-digit year', () => {
    expect(checkCardForm(good, now)).toEqual({
      card: { holderName: 'ANA SILVA', digits: '4111111111111111', expMonth: 12, expYear: 2030 },
    });
  });

  it('names each bad field with a message for the buyer', () => {
    const result = checkCardForm({ holder_name: '', number: '4111111111111112', exp: '00/30', cvv: '12a' }, now);
    expect(result).toEqual({
      errors: {
        holder_name: 'Enter the name as printed on the card.',
        number: 'Enter a valid card number.',
        exp: 'Enter the expiry date as MM/YY.',
        cvv: 'Enter the 3 or 4 digit security code.',
      },
    });
  });

  it("applies the transparent flow's card rules: name length, expiry month", () => {
    expect(checkCardForm({ ...good, holder_name: 'A'.repeat(101) }, now)).toEqual({
      errors: { holder_name: 'Enter the name as printed on the card.' },
    });
    expect(checkCardForm({ ...good, exp: '13/2030' }, now)).toEqual({
      errors: { exp: 'Enter the expiry date as MM/YY.' },
    });
    expect(checkCardForm({ ...good, exp: '05/26' }, now)).toEqual({ errors: { exp: 'This card has expired.' } });
    expect(checkCardForm({ ...good, exp: '6/26' }, now)).toMatchObject({ card: { expMonth: 6, expYear: 2026 } });
  });
});

describe('hosted card page languages', () => {
  it('speaks pt-BR when the store’s return_url asks for it, when the page address does, or when the browser prefers it', async () => {
    const fromStore = await hostedCharge({ return_url: 'https://shop.example/return?lang=pt-BR' });
    const page = await call(sandbox.current, 'GET', fromStore.path);
    expect(page.text).toContain('<html lang="pt-BR">');
    expect(page.text).toContain('<label for="cc-number">Número do cartão</label>');
    expect(page.text).toContain('<h1>Pagar com cartão</h1>');
    // The way back to the store without paying: return_url, the charge still pending.
    expect(page.text).toContain(
      `href="https://shop.example/return?lang=pt-BR&amp;charge_id=${fromStore.charge.id}&amp;status=pending">Cancelar e voltar à loja</a>`,
    );

    const refused = await call(sandbox.current, 'POST', fromStore.path, form({ ...goodCard, exp: '01/20' }));
    expect(refused.text).toContain('Este cartão está vencido.');

    const fromBrowser = await hostedCharge();
    expect(
      (
        await call(sandbox.current, 'GET', fromBrowser.path, {
          headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
        })
      ).text,
    ).toContain('<html lang="pt-BR">');
    expect(
      (await call(sandbox.current, 'GET', fromBrowser.path, { headers: { 'accept-language': 'en-US,en' } })).text,
    ).toContain('<html lang="en">');

    const fromAddress = await call(sandbox.current, 'GET', `${fromBrowser.path}&lang=pt-BR`);
    expect(fromAddress.text).toContain('Nome impresso no cartão');
    expect(fromAddress.text).toMatch(/action="[^"]*&amp;lang=pt-BR"/);
  });
});

describe('hosted card page order summary', () => {
  it('shows the store, the items, the shipping and the total; never the raw product_type', async () => {
    const { path } = await hostedCharge({
      product_type: 'digital_goods_x9',
      amount: 5500,
      shipping_amount: 500,
      items: [
        { name: 'T-shirt', quantity: 2, unit_price: 2000, tangible: true },
        { name: 'Mug', quantity: 1, unit_price: 1000, tangible: true },
      ],
    });
    const page = (await call(sandbox.current, 'GET', path)).text;
    expect(page).not.toContain('digital_goods_x9');
    expect(page).toMatch(/<h2 id="order-heading">Your order at [^<]+<\/h2>/);
    expect(page).toMatch(/<li><span>2 × T-shirt<\/span> <span>R\$\s40,00<\/span><\/li>/);
    // One item says its quantity too, as every line does.
    expect(page).toMatch(/<li><span>1 × Mug<\/span> <span>R\$\s10,00<\/span><\/li>/);
    expect(page).toMatch(/<li><span>Shipping<\/span> <span>R\$\s5,00<\/span><\/li>/);
    // Some count the page offers carries interest: the amount is the cash price.
    expect(page).toMatch(/<p class="total"><span>Cash price<\/span> <span>R\$\s55,00<\/span><\/p>/);
    expect(page).not.toContain('class="installments"');
  });

  it('names the test cards in its sandbox hint: approved, declined, 3-D Secure and American Express', async () => {
    const { path } = await hostedCharge({ return_url: 'https://shop.example/r?lang=pt-BR' });
    const hint = /<p class="hint">([^<]*)<\/p>/.exec((await call(sandbox.current, 'GET', path)).text)?.[1] ?? '';
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 3220', '3782 822463 10005'])
      expect(hint).toContain(number);
    expect(hint).toContain('3-D Secure');
  });

  it('gives the expiry placeholder in the language of its label', async () => {
    const { path } = await hostedCharge();
    expect((await call(sandbox.current, 'GET', path)).text).toMatch(/<input id="cc-exp"[^>]*placeholder="MM\/YY"/);
    const pt = (await call(sandbox.current, 'GET', `${path}&lang=pt-BR`)).text;
    expect(pt).toContain('Validade (MM/AA)');
    expect(pt).toMatch(/<input id="cc-exp"[^>]*placeholder="MM\/AA"/);
  });
});
