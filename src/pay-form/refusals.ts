import { CARD_FIELDS, type CardField } from '../interface/card';

/** One field a refusal names: `rule` when the reply or our own check says which one, else only the field. */
export interface FieldProblem {
  field: string;
  rule?: string;
}

// Most envelopes say the rule only in English (`must not be empty`): read the few that change what the buyer
// should do. Anything else gets the field's general text, never the server's sentence.
const RULE_HINTS: [rule: string, pattern: RegExp][] = [
  ['expired', /expired/i],
  ['required', /required|empty|missing/i],
  ['luhn', /check digit|luhn/i],
  ['month', /month/i],
];

/** The `details: [{ field, message, rule? }]` of a failure envelope, as field problems; others are skipped. */
export function detailsOf(body: Record<string, unknown>): FieldProblem[] {
  const details = body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { field, message, rule, code } = detail as Record<string, unknown>;
    if (typeof field !== 'string' || field === '') return [];
    const stated = typeof rule === 'string' ? rule : typeof code === 'string' ? code : undefined;
    const hinted = typeof message === 'string' ? RULE_HINTS.find(([, pattern]) => pattern.test(message))?.[0] : undefined;
    return [{ field, rule: stated ?? hinted }];
  });
}

/**
 * The card field a refusal names, as the token call (`number`) or a charge (`payment_details.card.number`,
 * `card.cvv`) names it; `card_token` points at the number. `undefined` for any other field.
 */
export function cardFieldOf(field: string): CardField | undefined {
  const path = field.split('.');
  const last = path[path.length - 1];
  if (last === 'card_token') return 'number';
  const isCardField = (CARD_FIELDS as readonly string[]).includes(last);
  return isCardField && (path.length === 1 || path[path.length - 2] === 'card') ? (last as CardField) : undefined;
}
