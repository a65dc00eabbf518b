/**
 * The boleto step of `<pay-form>` (docs/service.md, "Pix and boleto"), loaded on demand with `import()`. DOM calls
 * and text only. Parts: boleto-step, step-title, boleto-line-label, boleto-line, boleto-code, copy-button,
 * copy-status, boleto-due-date, boleto-amount, boleto-link, boleto-delay; custom properties in STEP_CSS (./step-styles).
 */
import { digitableLineGroups } from '../../interface/boleto-line';
import { formatDay } from '../../interface/format';
import type { PayFormLocale } from '../core/messages';
import { copyControls } from './copy';
import { html, uniqueId, type StepView } from '../core/step-dom';
import { amountLine, stepText } from './step-texts';

export interface BoletoStepOptions {
  /** `payment_fields.boleto.digitable_line` (47 digits). */
  digitableLine: string;
  /** `payment_fields.boleto.due_date` (YYYY-MM-DD). */
  dueDate: string;
  /** `payment_fields.boleto.url`: the printable boleto; shown only when http(s). */
  url: string;
  /** The charge's amount in cents; the amount line is left out when the reply had none. */
  amountInCents?: number;
  locale: PayFormLocale;
}

/**
 * The printable boleto's address, absolute, when it is http(s); nothing else becomes a link. With `locale` it carries
 * the page's language as `lang=en|pt-BR`, so the printable page speaks the buyer's language.
 */
export function boletoLink(url: string, base: string, locale?: PayFormLocale): string | undefined {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (locale) parsed.searchParams.set('lang', locale);
    return parsed.href;
  } catch {
    return undefined;
  }
}

export function renderBoletoStep(document: Document, options: BoletoStepOptions): StepView {
  const text = stepText(options.locale);
  const groups = digitableLineGroups(options.digitableLine);
  const lineText = groups.length ? groups.join(' ') : options.digitableLine;
  const digits = options.digitableLine.replace(/\D/g, '');
  const labelId = uniqueId('pay-boleto-line-label');

  // Screen readers read the groups as one line; the read-only field is what the copy fallback selects.
  const line = html(
    document,
    'p',
    { part: 'boleto-line' },
    groups.map((group) => html(document, 'span', {}, [group])),
  );
  const field = html(document, 'input', {
    part: 'boleto-code',
    readonly: '',
    'aria-labelledby': labelId,
    autocomplete: 'off',
  });
  field.value = digits;

  const href = boletoLink(options.url, document.baseURI, options.locale);
  const element = html(document, 'section', { part: 'boleto-step', 'aria-label': text.boletoTitle }, [
    html(document, 'h2', { part: 'step-title' }, [text.boletoTitle]),
    html(document, 'p', { part: 'boleto-line-label', id: labelId }, [text.digitableLine]),
    groups.length ? line : html(document, 'p', { part: 'boleto-line' }, [lineText]),
    field,
    ...copyControls(document, field, digits, {
      label: text.copyLine,
      copied: text.lineCopied,
      copyManually: text.copyManually,
    }),
    html(document, 'p', { part: 'boleto-due-date' }, [
      `${text.dueDate}: ${formatDay(options.dueDate, options.locale)}`,
    ]),
    ...amountLine(document, 'boleto-amount', options.amountInCents, options.locale),
    ...(href
      ? [
          html(document, 'a', { part: 'boleto-link', href, target: '_blank', rel: 'noopener noreferrer' }, [
            text.openBoleto,
          ]),
        ]
      : []),
    html(document, 'p', { part: 'boleto-delay' }, [text.boletoDelay]),
  ]);
  return { element, destroy() {} };
}
