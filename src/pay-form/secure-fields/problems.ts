/**
 * The frame's field codes as the element's card problems, so the element words them with the texts it already has for
 * its own card checks (expiry month and year share one text group, as they share the frame's `expiry` input).
 */
import type { CardField } from '../../interface/card';
import type { FieldErrorCode, RefusedField, RefusedFields } from '../../interface/card-fields-protocol';

const CARD_FIELD_OF: Record<RefusedField, CardField> = {
  number: 'number',
  expiry: 'exp_month',
  cvv: 'cvv',
  holder_name: 'holder_name',
};

export interface SecureFieldProblem {
  /** Where the buyer fixes it: a frame field, or `holder_name` (the page's own `cc-name` input). */
  field: RefusedField;
  /** The card field the element's texts know it by. */
  cardField: CardField;
  rule: FieldErrorCode;
}

/** A refusal's fields in the frame's order (number, expiry, CVV), then the holder name: the first is focused. */
export function secureFieldProblems(fields: RefusedFields): SecureFieldProblem[] {
  const order: RefusedField[] = ['number', 'expiry', 'cvv', 'holder_name'];
  return order.flatMap((field) => {
    const rule = fields[field];
    return rule ? [{ field, cardField: CARD_FIELD_OF[field], rule }] : [];
  });
}
