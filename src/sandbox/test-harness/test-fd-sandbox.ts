/**
 * A sandbox in its own process, for the test that runs it under a low descriptor limit (`ulimit -n`): prints its
 * address as one JSON line, stops on SIGTERM. ATTEMPT_TIMEOUT_MS sets the webhook attempt deadline.
 */
import { startSandbox } from '../index';

const GENEROUS_LIMIT = 100_000;

const sandbox = await startSandbox({
  port: 0,
  rateLimits: { transactions: GENEROUS_LIMIT, queries: GENEROUS_LIMIT, default: GENEROUS_LIMIT },
  webhooks: { attemptTimeoutMs: Number(process.env.ATTEMPT_TIMEOUT_MS) },
});
process.stdout.write(`${JSON.stringify({ url: sandbox.url })}\n`);
process.on('SIGTERM', () => {
  void sandbox.close().then(() => process.exit(0));
});
