import { describe, expect, it } from 'vitest';
import { buildBoleto } from '../boleto-barcode/barcode';
import { printableBoletoPage } from './boleto-page';
import { bankAppNotFoundPage, bankAppPage } from './bank-app-page';
import { payPageHeaders } from './routes';

const NONCE = 'n0nce-Abc123';
const HOSTILE = '<script>alert(1)</script> & "Co"';

/** What every page built here must hold to under its CSP: no script, no inline style attribute, one nonce'd style. */
function expectCspFriendly(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html.match(/<style nonce="n0nce-Abc123">/g)).toHaveLength(1);
}

describe('Pix bank-app page', () => {
  const pending = {
    lang: 'en' as const,
    nonce: NONCE,
    merchantName: 'Demo Store',
    amountInCents: 12_345,
    status: 'pending',
    payUrl: '/sandbox/pix/TX1/pay',
  };

  it('shows the merchant and amount and pays with one button posting to the given URL', () => {
    const html = bankAppPage(pending);
    expectCspFriendly(html);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Demo Store');
    expect(html).toContain('R$\u00a0123,45');
    expect(html).toContain('<form method="post" action="/sandbox/pix/TX1/pay">');
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  it('speaks Brazilian Portuguese', () => {
    const html = bankAppPage({ ...pending, lang: 'pt-BR' });
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Pagar com Pix');
    expect(html).toContain('Pagar R$\u00a0123,45');
  });

  it('escapes the merchant name and the URL', () => {
    const html = bankAppPage({ ...pending, merchantName: HOSTILE, payUrl: '/pay?a=1&b="x"' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('action="/pay?a=1&amp;b=&quot;x&quot;"');
  });

  it('has no button once the charge is paid or expired, and says why', () => {
    expect(bankAppPage({ ...pending, status: 'captured' })).toContain('This Pix charge is paid.');
    expect(bankAppPage({ ...pending, status: 'expired', lang: 'pt-BR' })).toContain('Este código Pix expirou.');
    for (const status of ['captured', 'expired', 'failed'])
      expect(bankAppPage({ ...pending, status })).not.toContain('<form');
    expectCspFriendly(bankAppNotFoundPage('en', NONCE));
  });

  it('comes with a CSP that allows only its own nonce’d style and same-origin posts', () => {
    expect(payPageHeaders(NONCE)['Content-Security-Policy']).toBe(
      "default-src 'none'; style-src 'nonce-n0nce-Abc123'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});

describe('printable boleto', () => {
  const code = buildBoleto({ amountInCents: 15_990, dueDate: '2026-12-01', ourNumber: '42' });
  const data = {
    lang: 'en' as const,
    nonce: NONCE,
    status: 'pending' as const,
    ...code,
    amountInCents: 15_990,
    dueDate: '2026-12-01',
    merchantName: 'Demo Store',
    payer: { name: 'Maria Silva', document: '52998224725' },
    instructions: 'Do not accept after the due date.',
  };

  it('shows bank, the line in five groups, the barcode, payer, document, amount, due date and instructions', () => {
    const html = printableBoletoPage(data);
    expectCspFriendly(html);
    const groups = [...html.matchAll(/<span>([\d.]+)<\/span>/g)].map((m) => m[1]);
    expect(groups).toHaveLength(5);
    expect(groups.join('').replace(/\./g, '')).toBe(code.digitableLine);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" class="barcode" role="img"');
    expect(html).toContain('Sandbox bank · 000');
    expect(html).toContain('Maria Silva');
    expect(html).toContain('529.982.247-25');
    expect(html).toContain('R$\u00a0159,90');
    expect(html).toContain('1 December 2026');
    expect(html).toContain('Do not accept after the due date.');
    expect(html).toContain('three business days');
  });

  it('speaks Brazilian Portuguese and escapes every given text', () => {
    const html = printableBoletoPage({
      ...data,
      lang: 'pt-BR',
      merchantName: HOSTILE,
      payer: { name: HOSTILE, document: '11.222.333/0001-81' },
      instructions: HOSTILE,
    });
    expect(html).toContain('Linha digitável');
    expect(html).toContain('1 de dezembro de 2026');
    expect(html).toContain('11.222.333/0001-81');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/&lt;script&gt;/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves out the instructions when there are none', () => {
    expect(printableBoletoPage({ ...data, instructions: null })).not.toContain('Instructions');
  });

  it.each([
    ['captured', 'en', 'Boleto paid', 'This boleto is paid. Do not pay it again.'],
    ['captured', 'pt-BR', 'Boleto pago', 'Este boleto está pago. Não pague de novo.'],
    ['expired', 'en', 'Boleto expired', 'This boleto has expired and can no longer be paid.'],
    ['expired', 'pt-BR', 'Boleto vencido', 'Este boleto venceu e não pode mais ser pago.'],
  ] as const)('a %s boleto (%s) says so and shows nothing to pay with', (status, lang, heading, message) => {
    const html = printableBoletoPage({ ...data, status, lang });
    expectCspFriendly(html);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<p class="state" role="status">${message}`);
    expect(html).toContain(`<title>${heading} · Demo Store</title>`);
    // Neither the line nor the barcode: nothing on the page pays it again or too late.
    expect(html).not.toContain('<svg');
    expect(html).not.toMatch(/<span>[\d.]+<\/span>/);
    expect(html).not.toContain(code.barcode);
    expect(html).not.toContain(lang === 'en' ? 'Digitable line' : 'Linha digitável');
    expect(html).not.toContain(lang === 'en' ? 'Print this page' : 'Imprima esta página');
    // What it was for stays readable.
    expect(html).toContain('R$\u00a0159,90');
    expect(html).toContain('Maria Silva');
  });
});
