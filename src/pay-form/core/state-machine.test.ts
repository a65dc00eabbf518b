import { describe, expect, it } from 'vitest';
import { blocksSubmit, isBusy, transition, type PayFormState, type PayFormTransition } from './state-machine';

describe('state machine', () => {
  it('walks a submission from idle to each outcome', () => {
    expect(transition('idle', 'submit')).toBe('submitting');
    expect(transition('submitting', 'succeed')).toBe('succeeded');
    expect(transition('submitting', 'redirect')).toBe('redirecting');
    expect(transition('submitting', 'fail')).toBe('failed');
    expect(transition('submitting', 'rate-limit')).toBe('rate-limited');
    expect(transition('submitting', 'cancel')).toBe('idle');
  });

  it('refuses a second submit while one is under way or after a success', () => {
    const refusing: PayFormState[] = ['submitting', 'redirecting', 'rate-limited', 'succeeded'];
    for (const state of refusing) expect(transition(state, 'submit')).toBeUndefined();
  });

  it('lets a failed attempt be submitted again', () => {
    expect(transition('failed', 'submit')).toBe('submitting');
  });

  it('retries once from rate-limited, or expires back to idle', () => {
    expect(transition('rate-limited', 'retry')).toBe('submitting');
    expect(transition('rate-limited', 'expire')).toBe('idle');
  });

  it('fails from rate-limited when the automatic retry cannot be sent', () => {
    expect(transition('rate-limited', 'fail')).toBe('failed');
  });

  it('resets a redirect (back button) and a finished attempt, never one in flight', () => {
    expect(transition('redirecting', 'reset')).toBe('idle');
    expect(transition('succeeded', 'reset')).toBe('idle');
    expect(transition('failed', 'reset')).toBe('idle');
    expect(transition('submitting', 'reset')).toBeUndefined();
  });

  it('ignores outcomes that do not belong to the current state', () => {
    const stray: [PayFormState, PayFormTransition][] = [
      ['idle', 'succeed'],
      ['idle', 'retry'],
      ['failed', 'redirect'],
      ['succeeded', 'fail'],
      ['redirecting', 'submit'],
    ];
    for (const [state, event] of stray) expect(transition(state, event)).toBeUndefined();
  });

  it('blocks the submit buttons while a request or a countdown runs, and is busy only while working', () => {
    expect(['submitting', 'redirecting', 'rate-limited'].every((s) => blocksSubmit(s as PayFormState))).toBe(true);
    expect(['idle', 'failed', 'succeeded'].some((s) => blocksSubmit(s as PayFormState))).toBe(false);
    expect(isBusy('submitting')).toBe(true);
    expect(isBusy('redirecting')).toBe(true);
    expect(isBusy('rate-limited')).toBe(false);
  });
});
