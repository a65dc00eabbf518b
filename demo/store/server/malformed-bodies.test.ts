// A body the store cannot read is the sender's fault: 400 with a worded failure, never a 500 with a stack in the log.
// Over real HTTP, through the whole site (its body guard and its error handler), on every route that reads a form.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { listenStore, type RunningStore } from '../../listen';

const sandbox = useSandbox();
let store: RunningStore;
beforeAll(async () => {
  store = await listenStore({ sandboxUrl: sandbox.current.url, port: 0, hostname: '127.0.0.1', env: {} });
});
afterAll(() => store.close());
afterEach(() => vi.restoreAllMocks());

const MESSAGE = 'The form body could not be read: it is not a well-formed form.';
const MALFORMED: [string, string][] = [
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'], // no boundary named
  ['multipart/form-data; boundary=x', 'not a multipart body at all'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'], // cut short
];

describe('demo store: a malformed form body', () => {
  for (const path of ['/api/checkout/demo', '/api/echo', '/order']) {
    it(`${path}: 400, worded, nothing logged, nothing charged`, async () => {
      const logged = vi.spyOn(console, 'error');
      for (const [type, body] of MALFORMED) {
        const reply = await fetch(new URL(path, `http://127.0.0.1:${store.port}`), {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        expect(reply.status, type).toBe(400);
        const text = await reply.text();
        if (path.startsWith('/api/'))
          expect(JSON.parse(text)).toEqual({ success: false, error: 'INVALID_FORM', message: MESSAGE });
        else expect(text).toBe(MESSAGE);
      }
      expect(logged).not.toHaveBeenCalled();
      expect(sandbox.current.state.charges.size).toBe(0);
    });
  }
});
