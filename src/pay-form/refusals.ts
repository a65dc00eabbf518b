import { CARD_FIELDS, type CardField } from '../interface/card';

/** One field a refusal names: `rule` when the reply or our own check says which one, else only the field. */
export interface FieldProblem {
  field: string;
  rule?: string;
}

/**
 * The `details: [{ field, message, rule? }]` of a failure envelope, as field problems; others are skipped. The
 * message is an English sentence and is never shown: a `rule` code (those of `checkCard`) picks a precise text,
 * else the field's general one is used.
 */
export function detailsOf(body: Record<string, unknown>): FieldProblem[] {
  const details = body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { field, rule } = detail as Record<string, unknown>;
    if (typeof field !== 'string' || field === '') return [];
    return [{ field, rule: typeof rule === 'string' ? rule : undefined }];
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
