// The demo's tests run against a real sandbox, started through the package's public entry as a merchant's tests would.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type Sandbox } from 'pay-checkout/sandbox';

/** One sandbox per test file, on any free port, reset before each test. */
export function useSandbox(): { readonly current: Sandbox } {
  const holder: { current: Sandbox } = { current: undefined as unknown as Sandbox };
  beforeAll(async () => {
    holder.current = await startSandbox({ port: 0 });
  });
  beforeEach(() => holder.current.reset());
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
