import { errors } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { BenchGaveUp, isolate, repeatRuns, WAIT_TIMEOUT_MS } from './give-up';
import { noSessionId } from './pay-form-timing';

const gaveUp = () => new BenchGaveUp(WAIT_TIMEOUT_MS, 'the fraud session id');

describe('isolate', () => {
  it('keeps the value of a measurement that finished', async () => {
    expect(await isolate(async () => 42, 'pages')).toEqual({ kind: 'measured', value: 42 });
  });

  it('reports a wait that ran out as slow, with how long it waited', async () => {
    const outcome = await isolate(() => Promise.reject(gaveUp()), 'pages');
    expect(outcome.kind).toBe('slow');
    expect(outcome.kind === 'slow' && outcome.gaveUp.message).toBe(
      'gave up after 15 s waiting for the fraud session id',
    );
  });

  it("reports Playwright's own time-outs as slow too", async () => {
    const outcome = await isolate(() => Promise.reject(new errors.TimeoutError('locator.waitFor: 15000ms')), 'pages');
    expect(outcome.kind === 'slow' && outcome.gaveUp.message).toBe('gave up after 15 s waiting for pages');
  });

  it('reports anything else as failed: the bench or the path it measures is broken', async () => {
    const outcome = await isolate(() => Promise.reject(new Error('no card token in the body')), 'pages');
    expect(outcome).toEqual({ kind: 'failed', error: new Error('no card token in the body') });
  });
});

describe('repeatRuns', () => {
  it('drops the runs that gave up and keeps the others', async () => {
    const runs = await repeatRuns(5, 'pages', async (index) => {
      if (index === 1) throw gaveUp();
      return index;
    });
    expect(runs.samples).toEqual([0, 2, 3, 4]);
    expect(runs.gaveUp).toHaveLength(1);
  });

  it('gives the whole measurement up when fewer than half the runs finished', async () => {
    const attempted: number[] = [];
    const repeated = repeatRuns(5, 'pages', async (index) => {
      attempted.push(index);
      if (index > 1) throw gaveUp();
      return index;
    });
    await expect(repeated).rejects.toBeInstanceOf(BenchGaveUp);
    await expect(repeated).rejects.toThrow('3 of 5 runs gave up');
    // Every run was tried: a slow moment early in the run does not stop the later ones.
    expect(attempted).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives a single run up when it gave up', async () => {
    await expect(repeatRuns(1, 'pages', () => Promise.reject(gaveUp()))).rejects.toBeInstanceOf(BenchGaveUp);
  });

  it('stops at the first failure that is not a give-up', async () => {
    let runs = 0;
    const repeated = repeatRuns(5, 'pages', async () => {
      runs += 1;
      throw new Error('<pay-form> did not post a card token alone');
    });
    await expect(repeated).rejects.toThrow('did not post a card token alone');
    expect(runs).toBe(1);
  });
});

describe('no fraud session id in time', () => {
  const timeout = new errors.TimeoutError('page.waitForFunction: Timeout 15000ms exceeded.');

  it('is slow while the session is on its way', () => {
    expect(noSessionId(timeout, [])).toBeInstanceOf(BenchGaveUp);
  });

  it('is slow when the session set-up itself ran out of time', () => {
    const outcome = noSessionId(timeout, ['[pay-form] FRAUD_SESSION_FAILED Fraud session failed: timeout']);
    expect(outcome).toBeInstanceOf(BenchGaveUp);
    expect((outcome as Error).message).toContain('Fraud session failed: timeout');
  });

  it('is a failure when the session was refused (a rate limit, a key): waiting longer would not help', () => {
    const outcome = noSessionId(timeout, [
      '[pay-form] FRAUD_SESSION_FAILED Fraud session failed: rate limited (HTTP 429)',
    ]);
    expect(outcome).not.toBeInstanceOf(BenchGaveUp);
    expect((outcome as Error).message).toContain('rate limited (HTTP 429)');
  });

  it('leaves an error that is no time-out as it is', () => {
    const crash = new Error('Target page, context or browser has been closed');
    expect(noSessionId(crash, [])).toBe(crash);
  });
});
