/**
 * The printable boleto over HTTP (`payment_fields.boleto.url`): what it shows once the charge is paid or expired,
 * and the language its `lang` query parameter asks for.
 */
import { describe, expect, it } from 'vitest';
import { call, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';
import { boletoBody } from '../test-harness/test-pix-boleto';
import { payPageText } from './texts';

const sandbox = useSandbox();

const DAY_SECONDS = 86_400;

async function newBoleto(): Promise<{ id: string; url: URL; line: string }> {
  const charge = await createCharge(
    sandbox.current,
    boletoBody({ payment_details: { instructions: 'Não receber após o vencimento.' } }),
  );
  const { url, digitable_line: line } = charge.payment_fields.boleto;
  return { id: charge.id, url: new URL(url), line };
}

/** The page at the boleto's url, with `lang` added as `<pay-form>` adds it. */
async function page(boleto: { url: URL }, query = '', headers: Record<string, string> = {}) {
  const result = await call(sandbox.current, 'GET', `${boleto.url.pathname}${boleto.url.search}${query}`, { headers });
  expect(result.status).toBe(200);
  return result.text;
}

/** The line's first digits as printed (five then five, a point between). */
const printedStart = (line: string) => `${line.slice(0, 5)}.${line.slice(5, 10)}`;

describe('the printable boleto of a charge that can no longer be paid', () => {
  it('shows the line and barcode while pending, and says paid, without either, once paid', async () => {
    const boleto = await newBoleto();
    const pending = await page(boleto);
    expect(pending).toContain(printedStart(boleto.line));
    expect(pending).toContain('<svg');

    const paid = await call(sandbox.current, 'POST', `/sandbox/charges/${boleto.id}/pay`, { auth: secretAuth() });
    expect(paid.status).toBe(200);
    const html = await page(boleto, '&lang=en');
    expect(html).toContain('This boleto is paid. Do not pay it again.');
    expect(html).not.toContain(printedStart(boleto.line));
    expect(html).not.toContain('<svg');
    expect(await page(boleto, '&lang=pt-BR')).toContain('Este boleto está pago.');
  });

  it('says expired, not payable, once the third day after the due date is over', async () => {
    const boleto = await newBoleto();
    sandbox.current.clock.advance(8 * DAY_SECONDS);
    const html = await page(boleto, '&lang=en');
    expect(html).toContain('This boleto has expired and can no longer be paid.');
    expect(html).not.toContain(printedStart(boleto.line));
    expect(html).not.toContain('<svg');
    expect(await page(boleto, '&lang=pt-BR')).toContain('Este boleto venceu e não pode mais ser pago.');
  });
});

describe('the printable boleto’s language', () => {
  const en = payPageText('en');
  const pt = payPageText('pt-BR');
  /** The boleto page's texts, where the two languages differ. */
  const keys = [
    'bank',
    'bankApp',
    'digitableLine',
    'amount',
    'dueDate',
    'beneficiary',
    'payer',
    'instructions',
    'printHint',
    'boletoSandboxHint',
  ] as const;

  it('is Portuguese throughout with lang=pt-BR: every label, the due date and the money', async () => {
    const boleto = await newBoleto();
    // An English browser: the query parameter wins.
    const html = await page(boleto, '&lang=pt-BR', { 'accept-language': 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="pt-BR">');
    for (const key of keys) {
      expect(html).toContain(pt[key]);
      expect(html).not.toContain(en[key]);
    }
    expect(html).toContain(pt.barcode(''));
    expect(html).not.toContain(en.barcode(''));
    expect(html).toMatch(/<dd>\d{1,2} de [a-zç]+ de \d{4}<\/dd>/);
    expect(html).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
    expect(html).toContain('R$\u00a025,00');
  });

  it('is English with lang=en, whatever the browser says; without lang it follows the browser, else English', async () => {
    const boleto = await newBoleto();
    const english = await page(boleto, '&lang=en', { 'accept-language': 'pt-BR' });
    expect(english).toContain('<html lang="en">');
    for (const key of keys) expect(english).toContain(en[key]);
    expect(english).toMatch(/<dd>\d{1,2} [A-Z][a-z]+ \d{4}<\/dd>/);
    expect(await page(boleto, '', { 'accept-language': 'pt-BR,pt;q=0.9' })).toContain('<html lang="pt-BR">');
    expect(await page(boleto)).toContain('<html lang="en">');
  });
});
