/** The secure card fields' frame as its tests start it (not shipped: `test-*.ts`): a page window, its port, typing. */
import { vi } from 'vitest';
import { PROTOCOL_VERSION } from '../interface/card-fields-protocol';
import { startFrame } from './frame';

export const SHOP = 'https://shop.example';
export const SERVICE = 'https://api.example';
export const EVIL = 'https://evil.example';
export const QUERY = `?key=pk_test_demo&origin=${encodeURIComponent(SHOP)}&lang=en`;
export const TOKEN = { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2034 };
export const TYPED = { number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123' };

export interface Posted {
  message: unknown;
  targetOrigin: string;
  transfer: Transferable[];
}

export const ports: MessagePort[] = [];
export const v = PROTOCOL_VERSION;

/** The frame started as the service serves it, framed by a page whose window records what the frame posts to it. */
export function frame(search = QUERY) {
  const posted: Posted[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string, transfer: Transferable[] = []) =>
      posted.push({ message, targetOrigin, transfer }),
  } as unknown as Window;
  const form = startFrame({ document, location: { search, origin: SERVICE }, parent });
  const page = posted[0]?.transfer[0] as MessagePort | undefined;
  const received: { type: string; [key: string]: unknown }[] = [];
  if (page) {
    ports.push(page);
    page.onmessage = (event) => received.push(event.data);
  }
  const input = (id: string) => document.getElementById(`pc-${id}`) as HTMLInputElement;
  return { form, posted, page, received, input };
}

export function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function typeCard(input: (id: string) => HTMLInputElement) {
  type(input('number'), TYPED.number);
  type(input('expiry'), TYPED.expiry);
  type(input('cvv'), TYPED.cvv);
}

/** Lets the ports deliver what was posted, and a token request end. */
export const delivered = () => new Promise((settle) => setTimeout(settle, 20));

export const stubFetch = () => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: TOKEN }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** After each test: the ports closed, the document as it was, fetch restored. */
export function cleanUp(): void {
  for (const port of ports.splice(0)) port.close();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
