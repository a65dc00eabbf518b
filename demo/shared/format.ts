// The demo's one way to show money and Brazilian tax ids, in the store and in the console, and to read an amount a
// person typed in reais.
import { formatMoney as formatMoneyByRule } from '../../src/interface/format';
import type { Lang } from './lang';

/**
 * Cents as money, by the one rule every surface follows (`src/interface/format.ts`): reais as `R$ 1.234,56` in either
 * language, as the element's installments and Pix and boleto steps write them; another currency in the reader's language.
 */
export function formatMoney(cents: number, options: { lang?: Lang; currency?: string } = {}): string {
  const { lang = 'pt-BR', currency = 'BRL' } = options;
  try {
    return formatMoneyByRule(cents, lang, currency);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

/**
 * Cents as a form shows them for typing in reais, thousands grouped: `85.000,00` (pt-BR) or `85,000.00` (en).
 * `reaisToCents` reads either back.
 */
export const centsAsTyped = (cents: number, lang: Lang): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(
    cents / 100,
  );

const CENTS_PER_REAL = 100;

/**
 * An amount typed in reais, as whole cents: `45`, `45,5`, `45.50`, `1.234,56`, `1,234.56`, `R$ 12,00`. The last `,` or
 * `.` followed by one or two digits is the decimal mark; other separators group thousands. `undefined` when it is not
 * an amount (the form then sends what was typed, and the service's refusal lands next to the field).
 */
export function reaisToCents(typed: string): number | undefined {
  const plain = typed.replace(/R\$|\s/g, '');
  if (!/^\d[\d.,]*$/.test(plain)) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(plain);
  const whole = (decimal ? plain.slice(0, decimal.index) : plain).replace(/[.,]/g, '');
  const fraction = decimal ? decimal[1].padEnd(2, '0') : '00';
  return Number(whole) * CENTS_PER_REAL + Number(fraction);
}

const CEP_DIGITS = 8;

/** A CEP (8 digits) as it is written, `01310-200`; anything else as it came. */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === CEP_DIGITS ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/**
 * A CPF or CNPJ, numeric or alphanumeric, with its usual punctuation and in capitals: `529.982.247-25`,
 * `12.ABC.345/01DE-35`. The package's own rule, so the demo shows a tax id exactly as the service reads it.
 */
export { formatTaxId } from '../../src/interface/tax-id';
