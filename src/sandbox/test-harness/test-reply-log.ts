/**
 * What the sandboxes of the test file now running replied, checked against the OpenAPI document as they reply. One
 * log for the worker: the Node test files share a module graph (vitest.config.ts, `isolate: false`), so the sandbox
 * app, mocked once, reports here, and test-setup.ts starts a fresh log before each file and reads it after.
 */
import type { ObservedResponse } from '../response-observer';
import { ResponseChecker } from './test-response-check';

export interface ReplyLog {
  mismatches: string[];
  checked: Map<string, number>;
  skipped: number;
}

let checker: ResponseChecker | undefined;
let current: ReplyLog = emptyLog();

function emptyLog(): ReplyLog {
  return { mismatches: [], checked: new Map(), skipped: 0 };
}

/** Starts the log of a new test file. */
export function startReplyLog(): void {
  current = emptyLog();
}

export function replyLog(): ReplyLog {
  return current;
}

export function recordReply(observed: ObservedResponse): void {
  checker ??= new ResponseChecker();
  const result = checker.check(observed);
  if (result.skipped) {
    current.skipped += 1;
    return;
  }
  current.checked.set(result.key, (current.checked.get(result.key) ?? 0) + 1);
  for (const problem of result.problems) current.mismatches.push(`${result.key}: ${problem}`);
}
