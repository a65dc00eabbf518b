import { afterEach, describe, expect, it, vi } from 'vitest';
import { boletoLink, renderBoletoStep } from './boleto-step';

const LINE = '34192220090000556638551012140003679060000100000';
const options = {
  digitableLine: LINE,
  dueDate: '2026-12-01',
  url: 'http://127.0.0.1:4010/sandbox/boletos/b1',
  amountInCents: 15_990,
  locale: 'en' as const,
};
const part = (root: Element, name: string) => root.querySelector(`[part~="${name}"]`) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('boleto step', () => {
  it('shows the line in its five groups, due date, amount, link and the confirmation delay', () => {
    const { element } = renderBoletoStep(document, options);
    const groups = [...element.querySelectorAll('[part~="boleto-line"] span')].map((span) => span.textContent);
    expect(groups).toEqual(['34192.22009', '00005.566385', '51012.140003', '6', '79060000100000']);
    expect(part(element, 'boleto-due-date').textContent).toBe('Due date: 1 December 2026');
    expect(part(element, 'boleto-amount').textContent).toBe('Amount: R$\u00a0159,90');
    const link = part(element, 'boleto-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`${options.url}?lang=en`);
    expect(link.rel).toBe('noopener noreferrer');
    expect(part(element, 'boleto-delay').textContent).toBe(
      'Payment may take up to three business days to be confirmed.',
    );
    expect((part(element, 'boleto-code') as HTMLInputElement).value).toBe(LINE);
    expect(part(element, 'boleto-code').getAttribute('aria-labelledby')).toBe(part(element, 'boleto-line-label').id);
  });

  it('speaks Brazilian Portuguese', () => {
    const { element } = renderBoletoStep(document, { ...options, locale: 'pt-BR' });
    expect(part(element, 'boleto-due-date').textContent).toBe('Vencimento: 1 de dezembro de 2026');
    expect(part(element, 'boleto-amount').textContent).toBe('Valor: R$\u00a0159,90');
    expect(part(element, 'copy-button').textContent).toBe('Copiar linha');
    expect(part(element, 'boleto-link').getAttribute('href')).toBe(`${options.url}?lang=pt-BR`);
    expect(part(element, 'boleto-delay').textContent).toBe(
      'A confirmação do pagamento pode levar até três dias úteis.',
    );
  });

  it('copies the 47 digits without spaces or dots and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { element } = renderBoletoStep(document, options);
    document.body.append(element);
    part(element, 'copy-button').click();
    await vi.waitFor(() => expect(part(element, 'copy-status').textContent).toBe('Line copied'));
    expect(writeText).toHaveBeenCalledWith(LINE);
  });

  it('links only to http(s) addresses', () => {
    expect(boletoLink('javascript:alert(1)', 'https://shop.example/')).toBeUndefined();
    expect(boletoLink('data:text/html,x', 'https://shop.example/')).toBeUndefined();
    expect(boletoLink('/boletos/1', 'https://shop.example/checkout')).toBe('https://shop.example/boletos/1');
    expect(boletoLink('http://[', 'https://shop.example/')).toBeUndefined();
    expect(boletoLink('/b/1?lang=fr&x=1', 'https://shop.example/', 'pt-BR')).toBe(
      'https://shop.example/b/1?lang=pt-BR&x=1',
    );
    const { element } = renderBoletoStep(document, { ...options, url: 'javascript:alert(1)' });
    expect(element.querySelector('a')).toBeNull();
  });
});
