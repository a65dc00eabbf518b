// Forms of the console: labelled fields whose names are the service's field paths, so an error's
// `details[].field` (`tax_id`, `cnaes.0.code`) lands next to its field; anything else goes to a summary at the
// top of the form, which then takes the focus.
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ConsoleError, Detail } from './api';
import { detailText, errorMessage, fieldWords } from './error-text';
import { reaisToCents } from '../../shared/format';
import { t } from './i18n';

export interface Option {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The service's field path, also the input's name. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'url' | 'password' | 'textarea' | 'select' | 'checkbox';
  value?: string | number | null;
  checked?: boolean;
  required?: boolean;
  options?: readonly Option[];
  hint?: string;
  autocomplete?: string;
  inputmode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'text';
  autocapitalize?: 'off' | 'characters' | 'words' | 'sentences';
  /** `false` turns the browser's spelling marks off (codes and numbers are not words). */
  spellcheck?: boolean;
  maxlength?: number;
  onChange?: (event: Event) => void;
}

type Host = ReactiveControllerHost & HTMLElement;

export class FormErrors {
  /** The details shown next to each field, kept as sent so they are put in words in the language current when shown. */
  readonly fields = new Map<string, Detail[]>();
  summary: Detail[] = [];
  error?: ConsoleError;

  constructor(
    private readonly host: Host,
    readonly prefix: string,
    /** Whether fields that are not required say "(optional)" (not in filter bars, where every field is). */
    readonly markOptional = true,
  ) {}

  id(name: string): string {
    return `${this.prefix}-${name.replace(/[^\w-]/g, '-')}`;
  }

  get summaryId(): string {
    return `${this.prefix}-summary`;
  }

  clear(): void {
    this.fields.clear();
    this.summary = [];
    this.error = undefined;
    this.host.requestUpdate();
  }

  /**
   * Puts each detail next to the field it names — or the nearest enclosing one (`product_categories.2` →
   * `product_categories`) — and the rest in the summary; then moves the focus to the summary when it lists
   * anything the fields do not show, else to the first field in error.
   */
  async fail(
    error: ConsoleError,
    fieldNames: readonly string[],
    alias: (field: string) => string | undefined = () => undefined,
  ): Promise<void> {
    this.fields.clear();
    this.summary = [];
    this.error = error;
    const known = new Set(fieldNames);
    for (const detail of error.details) {
      const target = alias(detail.field) ?? nearestField(detail.field, known);
      if (target) {
        this.fields.set(target, [...(this.fields.get(target) ?? []), detail]);
      } else {
        this.summary.push(detail);
      }
    }
    this.host.requestUpdate();
    await this.host.updateComplete;
    const firstField = fieldNames.find((name) => this.fields.has(name));
    const focusTarget =
      this.summary.length > 0 || !firstField
        ? this.host.querySelector<HTMLElement>(`#${this.summaryId}`)
        : this.host.querySelector<HTMLElement>(`#${this.id(firstField)}`);
    focusTarget?.focus();
  }
}

/** A field's error, as shown after its label, or undefined when it has none. */
export function fieldError(form: FormErrors, name: string): TemplateResult | undefined {
  const details = form.fields.get(name);
  if (!details?.length) return undefined;
  return html`${details.map((detail, i) => html`${i > 0 ? '; ' : ''}${renderDetail(detail)}`)}`;
}

/** One detail in the console's language; the service's own words, when they could not be put in it, quoted apart. */
export function renderDetail(detail: Detail): TemplateResult {
  const { text, original } = detailText(detail);
  return html`${text}${original ? html` <span class="service-text">(${t().serviceSaid} <q lang="en">${original}</q>)</span>` : nothing}`;
}

/** A detail in a summary: the field in words (none for the whole request), then what is wrong with it. */
export function detailLine(detail: Detail): TemplateResult {
  const field = fieldWords(detail.field);
  return html`${field ? html`<strong>${field}</strong>: ` : nothing}${renderDetail(detail)}`;
}

function nearestField(field: string, known: Set<string>): string | undefined {
  let candidate = field;
  for (;;) {
    if (known.has(candidate)) return candidate;
    const cut = candidate.lastIndexOf('.');
    if (cut < 0) return undefined;
    candidate = candidate.slice(0, cut);
  }
}

/** The summary at the top of a form: the envelope's message and the details no field shows. */
export function renderSummary(form: FormErrors): TemplateResult | typeof nothing {
  const error = form.error;
  if (!error) return nothing;
  return html`<div class="form-summary" id=${form.summaryId} role="alert" tabindex="-1">
    <p><strong>${t().errorTitle}</strong> — ${errorMessage(error)}</p>
    ${
      form.summary.length
        ? html`<ul>
          ${form.summary.map((detail) => html`<li>${detailLine(detail)}</li>`)}
        </ul>`
        : form.fields.size
          ? html`<p>${t().fixFields}</p>`
          : nothing
    }
  </div>`;
}

/** One labelled control with its hint and its error (both in its accessible description). */
export function renderField(form: FormErrors, spec: FieldSpec): TemplateResult {
  const id = form.id(spec.name);
  const error = fieldError(form, spec.name);
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? 'true' : undefined;
  const value = spec.value === null || spec.value === undefined ? '' : String(spec.value);
  const errorText = error ? html`<span class="field-error" id=${errorId}>${spec.label} ${error}</span>` : nothing;
  const hint = spec.hint ? html`<span class="hint" id=${ifDefined(hintId)}>${spec.hint}</span>` : nothing;
  const requiredMark = spec.required ? html`<span class="req" aria-hidden="true">*</span>` : nothing;

  if (spec.type === 'checkbox') {
    return html`<div class="field field-check ${error ? 'has-error' : ''}">
      <input type="checkbox" id=${id} name=${spec.name} ?checked=${spec.checked ?? false} aria-invalid=${ifDefined(invalid)} aria-describedby=${ifDefined(describedBy)} @change=${spec.onChange ?? noop} />
      <label for=${id}>${spec.label}</label>
      ${hint} ${errorText}
    </div>`;
  }

  let control: TemplateResult;
  if (spec.type === 'select') {
    control = html`<select id=${id} name=${spec.name} ?required=${spec.required ?? false} aria-invalid=${ifDefined(invalid)} aria-describedby=${ifDefined(describedBy)} @change=${spec.onChange ?? noop}>
      ${(spec.options ?? []).map((option) => html`<option value=${option.value} ?selected=${option.value === value}>${option.label}</option>`)}
    </select>`;
  } else if (spec.type === 'textarea') {
    control = html`<textarea id=${id} name=${spec.name} rows="3" ?required=${spec.required ?? false} aria-invalid=${ifDefined(invalid)} aria-describedby=${ifDefined(describedBy)} .defaultValue=${value}></textarea>`;
  } else {
    control = html`<input id=${id} name=${spec.name} type=${spec.type ?? 'text'} value=${value} ?required=${spec.required ?? false}
      autocomplete=${ifDefined(spec.autocomplete)} inputmode=${ifDefined(spec.inputmode)} maxlength=${ifDefined(spec.maxlength)}
      autocapitalize=${ifDefined(spec.autocapitalize)} spellcheck=${ifDefined(spec.spellcheck === undefined ? undefined : String(spec.spellcheck))}
      aria-invalid=${ifDefined(invalid)} aria-describedby=${ifDefined(describedBy)} @change=${spec.onChange ?? noop} />`;
  }
  return html`<div class="field ${error ? 'has-error' : ''}">
    <label for=${id}>${spec.label}${requiredMark}${spec.required || !form.markOptional ? nothing : html` <span class="opt">(${t().optional})</span>`}</label>
    ${control} ${hint} ${errorText}
  </div>`;
}

const noop = () => undefined;

// Reading a form. Values go to the service as typed where the type is clear; anything else is sent as written,
// so the service's own field error explains it.
export const formData = (event: Event): FormData => new FormData(event.target as HTMLFormElement);

export function text(data: FormData, name: string): string | undefined {
  const value = data.get(name);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An amount typed in reais, as the cents the service takes; what is not an amount goes as typed (the service says why). */
export function reais(data: FormData, name: string): number | string | undefined {
  const value = text(data, name);
  if (value === undefined) return undefined;
  return reaisToCents(value) ?? value;
}

export function integer(data: FormData, name: string): number | string | undefined {
  const value = text(data, name);
  if (value === undefined) return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

export function decimal(data: FormData, name: string): number | string | undefined {
  const value = text(data, name);
  if (value === undefined) return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

export const checked = (data: FormData, name: string): boolean => data.get(name) !== null;

/** Drops undefined entries, so optional fields left empty are simply not sent. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
