import { afterEach, describe, expect, it } from 'vitest';
import { groupCardNumberInput } from './number-display';

afterEach(() => document.body.replaceChildren());

function numberInput(attributes: Record<string, string> = {}): HTMLInputElement {
  const input = document.createElement('input');
  input.autocomplete = 'cc-number';
  for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
  document.body.append(input);
  return input;
}

describe("the page's own card-number input, shown in groups", () => {
  it('groups a Visa 4-4-4-4 and an Amex 4-6-5, as the frame and the hosted page do', () => {
    const visa = numberInput();
    visa.value = '4111111111111111';
    groupCardNumberInput(visa);
    expect(visa.value).toBe('4111 1111 1111 1111');
    const amex = numberInput({ inputmode: 'numeric' });
    amex.value = '378282246310005';
    groupCardNumberInput(amex);
    expect(amex.value).toBe('3782 822463 10005');
  });

  it('keeps the caret after the digit the buyer just typed, in the middle of the number', () => {
    const input = numberInput();
    input.focus();
    // The buyer had "4111 1111" and typed a 9 after its sixth digit: "4111 11911", the caret after the 9.
    input.value = '4111 11911';
    input.setSelectionRange(8, 8);
    groupCardNumberInput(input);
    expect(input.value).toBe('4111 1191 1');
    expect(input.selectionStart).toBe(8);
  });

  it('leaves alone a number input that cannot hold spaces, and one whose maxlength the groups would pass', () => {
    const typedNumber = numberInput({ type: 'number' });
    typedNumber.value = '4111111111111111';
    groupCardNumberInput(typedNumber);
    expect(typedNumber.value).toBe('4111111111111111');
    const short = numberInput({ maxlength: '16' });
    short.value = '4111111111111111';
    groupCardNumberInput(short);
    expect(short.value).toBe('4111111111111111');
    const roomy = numberInput({ maxlength: '19' });
    roomy.value = '4111111111111111';
    groupCardNumberInput(roomy);
    expect(roomy.value).toBe('4111 1111 1111 1111');
  });

  it('leaves as it is what is not a typed number: the mask shown once the card is a token', () => {
    const input = numberInput();
    input.value = '•••• 1111';
    groupCardNumberInput(input);
    expect(input.value).toBe('•••• 1111');
  });
});
