import type { CardField } from '../interface/card';
import { inputForCardField, type CardInputs } from './card-fields';
import type { PayFieldError, PayFieldErrorSource } from './events';
import { formControls } from './dom';
import { showFieldError } from './field-errors';
import { cardFieldOf, type FieldProblem } from './refusals';

/** The text for a problem; `cardField` when it sits on a card input. */
export type ProblemText = (problem: FieldProblem, cardField: CardField | undefined, placed: boolean) => string;

/**
 * Shows each problem next to its input: for the back end's refusals the control whose `name` is the field, else, for a
 * card field, the card input that holds it. One message per input (the first problem); a problem with no input comes back with `input: null`,
 * for the live region.
 */
export function placeFieldProblems(
  form: HTMLFormElement,
  cardInputs: CardInputs | undefined,
  problems: readonly FieldProblem[],
  text: ProblemText,
  source: PayFieldErrorSource,
): PayFieldError[] {
  // In reverse, so that the first problem of an input is the one it shows.
  const errors = [...problems].reverse().map((problem): PayFieldError => {
    // The card checks and the token call name card fields only (`number` is never an address number there).
    const named = source === 'action' ? namedControl(form, problem.field) : undefined;
    const cardField = named && !isCardControl(cardInputs, named) ? undefined : cardFieldOf(problem.field);
    const input = named ?? (cardField && cardInputs ? inputForCardField(cardInputs, cardField) : undefined);
    const message = text(problem, cardField, !!input);
    if (input) showFieldError(input, message);
    return { ...problem, message, input: input ?? null };
  });
  return errors.reverse();
}

function namedControl(form: HTMLFormElement, name: string): HTMLElement | undefined {
  return (formControls(form) as HTMLInputElement[]).find((element) => element.name === name && element.type !== 'hidden');
}

function isCardControl(cardInputs: CardInputs | undefined, element: HTMLElement): boolean {
  return !!cardInputs && Object.values(cardInputs).includes(element);
}
