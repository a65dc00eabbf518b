/** The JSON body a `<pay-form>` sends; merchants may reshape it in `pay-submit`. */
export type PayFormPayload = Record<string, unknown>;

/** The hidden input the script tag fills; its value never comes from the form, only from the live session. */
export const SESSION_FIELD = 'fraud_session_id';

// Names that would reach Object.prototype through a dotted path.
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const INDEX = /^\d+$/;

type Kind = 'number' | 'boolean';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * Reads the form as a browser would post it (FormData: disabled and unchecked controls left out, the
 * clicked submit button included) and shapes it as JSON:
 * - dotted names nest: `customer.name` → `{customer: {name}}`; a numeric segment makes an array
 *   (`items.0.name` → `{items: [{name}]}`), compacted so removed rows leave no `null` holes;
 * - `type="number"` inputs and controls with `data-type="number"` or `"integer"` become numbers
 *   (an empty one is left out; a value that is not a number stays a string for the back end to reject);
 * - a checkbox without a `value` attribute (or `value="true"`, or `data-type="boolean"`) is a boolean,
 *   `false` when unchecked; other checkboxes send their value, as a native post does;
 * - a name that occurs more than once becomes an array; files are left out (JSON cannot carry them);
 * - controls for which `leaveOut` says yes are not read at all (nor any other control of the same name).
 */
export function formToPayload(
  form: HTMLFormElement,
  submitter?: HTMLElement | null,
  leaveOut?: (element: Element) => boolean,
): PayFormPayload {
  const kinds = new Map<string, Kind>();
  const uncheckedBooleans: string[] = [];
  const leftOut = new Set<string>([SESSION_FIELD]);
  for (const element of Array.from(form.elements) as Control[]) {
    if (element.name && leaveOut?.(element)) leftOut.add(element.name);
    const kind = kindOf(element);
    if (!element.name || !kind) continue;
    kinds.set(element.name, kind);
    if (kind === 'boolean' && !(element as HTMLInputElement).checked && !element.disabled) {
      uncheckedBooleans.push(element.name);
    }
  }

  const values = new Map<string, unknown[]>();
  for (const [name, raw] of readFormData(form, submitter)) {
    if (typeof raw !== 'string' || leftOut.has(name)) continue;
    const value = coerce(raw, kinds.get(name));
    if (value !== undefined) values.set(name, [...(values.get(name) ?? []), value]);
  }
  for (const name of uncheckedBooleans) if (!values.has(name) && !leftOut.has(name)) values.set(name, [false]);

  const payload: PayFormPayload = {};
  for (const [name, list] of values) setPath(payload, name, list.length === 1 ? list[0] : list);
  return compact(payload) as PayFormPayload;
}

function kindOf(element: Control): Kind | undefined {
  const declared = element.dataset.type;
  if (declared === 'number' || declared === 'integer' || element.type === 'number') return 'number';
  if (declared === 'boolean') return 'boolean';
  if (element.type !== 'checkbox') return undefined;
  const value = element.getAttribute('value');
  return value === null || value === 'on' || value === 'true' ? 'boolean' : undefined;
}

function coerce(raw: string, kind: Kind | undefined): unknown {
  if (kind === 'boolean') return raw !== 'false';
  if (kind !== 'number') return raw;
  if (raw.trim() === '') return undefined;
  const number = Number(raw);
  return Number.isFinite(number) ? number : raw;
}

// FormData throws on a submitter that is not a submit button of this form (happy-dom even reports the
// form itself as submitter): then the form is read without it.
function readFormData(form: HTMLFormElement, submitter?: HTMLElement | null): FormData {
  try {
    return new FormData(form, submitter);
  } catch {
    return new FormData(form);
  }
}

function setPath(target: Record<string, unknown>, name: string, value: unknown): void {
  const keys = name.split('.');
  // Such a name cannot be a path: keep it as one flat key rather than guess.
  if (keys.some((key) => key === '' || UNSAFE_KEYS.has(key))) {
    if (!UNSAFE_KEYS.has(name)) target[name] = value;
    return;
  }
  let node = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = INDEX.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function compact(value: unknown): unknown {
  // Object.values skips holes without walking a huge sparse length (`items.99999.name`).
  if (Array.isArray(value)) return Object.values(value).map(compact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, compact(child)]));
}
