/**
 * Vitest setup of the Node test project: every reply a sandbox gives during a test file is checked against the
 * OpenAPI document, and the file fails (afterAll) if any did not match. Every app the file creates, directly or
 * through `startSandbox`, gets the check as its `observeResponse` option (the module mock below). With
 * PAY_CHECKOUT_OPENAPI_REPORT=<dir>, each file also writes what it checked there (scripts/openapi/response-coverage.mjs
 * sums it up).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { recordReply, replyLog, startReplyLog } from './test-reply-log';

const MAX_REPORTED_MISMATCHES = 20;

vi.mock(import('../app'), async (importOriginal) => {
  const app = await importOriginal();
  return {
    ...app,
    createSandboxApp: (...[state, options = {}]: Parameters<typeof app.createSandboxApp>) =>
      app.createSandboxApp(state, {
        ...options,
        observeResponse: (observed) => {
          recordReply(observed);
          options.observeResponse?.(observed);
        },
      }),
  };
});

beforeAll(startReplyLog);

afterAll(() => {
  const { mismatches, checked, skipped } = replyLog();
  const reportDir = process.env.PAY_CHECKOUT_OPENAPI_REPORT;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const file = expect.getState().testPath ?? 'unknown';
    const report = { file, checked: Object.fromEntries(checked), skipped, mismatches };
    writeFileSync(
      join(reportDir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`),
      JSON.stringify(report),
    );
  }
  expect(
    mismatches.slice(0, MAX_REPORTED_MISMATCHES),
    'sandbox replies that do not match the OpenAPI document',
  ).toEqual([]);
});
