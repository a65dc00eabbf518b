/**
 * The numbers docs/sandbox.md states about faults on demand, tested against the constants they state (as
 * rule-prose.test.ts does for other rules).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FAULT_RETRY_AFTER_SECONDS,
  FAULT_STATUSES,
  MAX_FAULT_DELAY_MS,
  REORDER_WINDOW_MS,
} from '../../src/interface/sandbox-faults';

const text = readFileSync('docs/sandbox.md', 'utf8').replace(/\s+/g, ' ');

describe('docs/sandbox.md on faults', () => {
  it('states the longest wait and delay, the Retry-After, the statuses and the reorder window', () => {
    expect(text).toContain(`\`latency_ms\` | 0 to ${MAX_FAULT_DELAY_MS.toLocaleString('en-US')}`);
    expect(text).toContain(`\`delay_ms\` (0 to ${MAX_FAULT_DELAY_MS.toLocaleString('en-US')}`);
    expect(text).toContain(`Retry-After: ${FAULT_RETRY_AFTER_SECONDS}`);
    for (const status of FAULT_STATUSES) expect(text).toContain(`\`${status}\``);
    expect(text).toContain(`within ${REORDER_WINDOW_MS} ms`);
  });
});
