import { describe, expect, it } from 'vitest';
import type { PayFormAttributes } from './attributes';
import { PayForm } from './pay-form';

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
    expect(Object.keys(typed).sort()).toEqual(
      [...(PayForm as unknown as { observedAttributes: string[] }).observedAttributes].sort(),
    );
  });
});
