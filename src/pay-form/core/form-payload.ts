import { formControls } from '../../interface/browser/dom';

/** The JSON body a `<pay-form>` sends; merchants may reshape it in `pay-submit`. */
export type PayFormPayload = Record<string, unknown>;

/** The hidden input the script tag fills; its value never comes from the form, only from the live session. */
export const SESSION_FIELD = 'fraud_session_id';

// A name holding one of these segments is never a path (it could reach Object.prototype through the back end's own
// merging code): it is sent as one flat key, and a name that is exactly one of them is left out.
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
// A segment made of digits only is a list position (`items.0.name`).
const INDEX = /^\d+$/;

type Kind = 'number' | 'boolean';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * Reads the form as a browser would post it (FormData: disabled and unchecked controls left out, the
 * clicked submit button included) and shapes it as JSON:
 * - dotted names nest: `customer.name` → `{customer: {name}}`; a level whose segments are all digits is a
 *   list in index order (`items.0.name` → `{items: [{name}]}`), compacted so removed rows leave no `null`
 *   holes and a huge index (`items.99999999`) makes no huge array; a level with any other segment
 *   (`items.0` beside `items.length`) stays an object, so no segment is ever an array property;
 * - a name with an empty segment or a `__proto__` / `prototype` / `constructor` segment is one flat key
 *   (a name that is exactly one of those is left out): nothing reaches a prototype;
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
  for (const element of formControls(form) as Control[]) {
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

  const root = newLevel();
  for (const [name, list] of values) setPath(root, name, list.length === 1 ? list[0] : list);
  // The top level stays an object even when every name is a number.
  return Object.fromEntries(Object.entries(root).map(([key, child]) => [key, finish(child)]));
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

/** One level of nesting while the payload is built: no prototype, so every segment is a plain key. */
type Level = Record<string, unknown>;

function newLevel(): Level {
  return Object.create(null) as Level;
}

function isLevel(value: unknown): value is Level {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null;
}

function setPath(target: Level, name: string, value: unknown): void {
  const keys = name.split('.');
  // Such a name cannot be a path: keep it as one flat key rather than guess.
  if (keys.some((key) => key === '' || UNSAFE_KEYS.has(key))) {
    if (!UNSAFE_KEYS.has(name)) target[name] = value;
    return;
  }
  const last = keys.pop() as string;
  let level = target;
  for (const key of keys) {
    // A name that is both a value and a path (`a` and `a.b`): the path wins, in either order.
    if (!isLevel(level[key])) level[key] = newLevel();
    level = level[key] as Level;
  }
  if (!isLevel(level[last])) level[last] = value;
}

/** Built levels to plain JSON: all-digit levels become lists in index order; leaf values are kept as they are. */
function finish(value: unknown): unknown {
  if (!isLevel(value)) return value;
  const entries = Object.entries(value).map(([key, child]): [string, unknown] => [key, finish(child)]);
  if (entries.length > 0 && entries.every(([key]) => INDEX.test(key))) {
    // Beyond 2^53 indexes may tie: such rows keep the order they came in (the sort is stable).
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}
