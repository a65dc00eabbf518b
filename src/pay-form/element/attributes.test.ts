import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PayFormAttributes } from './attributes';
import { PayForm } from './pay-form';
import { PAY_FORM_EVENT_NAMES } from './test-fakes';

const observed = () => [...(PayForm as unknown as { observedAttributes: string[] }).observedAttributes].sort();

/**
 * The names the element's JSDoc documents under `tag` (`@attr`, `@fires`): custom-elements.json is made from them, and
 * docs/pay-form.md's tables from it (`npm run docs:check`).
 */
function documented(tag: string): string[] {
  const source = readFileSync('src/pay-form/element/pay-form.ts', 'utf8');
  return [...source.matchAll(new RegExp(`^ \\* @${tag} \\{[^}]*\\} ([\\w-]+) - `, 'gm'))]
    .map((match) => match[1])
    .sort();
}

/**
 * Documented attributes the element does not observe: `plain` is read by its styles, `card-brand` and `card-funding`
 * it sets itself.
 */
const UNOBSERVED_ATTRIBUTES = ['card-brand', 'card-funding', 'plain'];

describe('PayFormAttributes', () => {
  it('names exactly the attributes <pay-form> observes', () => {
    // A Record over the type's keys: the compiler fails this file when the interface gains or loses one.
    const typed: Record<keyof PayFormAttributes, true> = {
      'public-key': true,
      'api-base': true,
      action: true,
      'card-flow': true,
      'card-fields': true,
      'fraud-required': true,
      'redirect-origins': true,
      locale: true,
      'ip-lookup': true,
      'session-timeout': true,
      'request-timeout': true,
      'status-url': true,
      'customer-session': true,
    };
    expect(Object.keys(typed).sort()).toEqual(observed());
  });
});

describe('the element’s reference (its JSDoc, hence custom-elements.json and docs/pay-form.md)', () => {
  it('documents each attribute the element observes, and those it does not', () => {
    expect(documented('attr')).toEqual([...observed(), ...UNOBSERVED_ATTRIBUTES].sort());
  });

  it('documents each of the element’s events (PayFormEvents), and no other', () => {
    expect(documented('fires')).toEqual([...PAY_FORM_EVENT_NAMES].sort());
  });
});
