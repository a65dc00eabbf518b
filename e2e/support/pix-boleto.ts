/**
 * Pix and boleto journeys' tools, the same in every engine: the QR code read back from the screen (a picture of the
 * viewport, cut to the QR's box and decoded with jsQR), the Pix `txid` read from a BR Code, the sandbox's bank-app
 * page paid as the buyer's phone would (its form posted from here: the store's page stays open in the tab), and the
 * sandbox clock moved with the merchant's secret key (docs/service.md, "Pix and boleto", "Sandbox controls").
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from '@playwright/test';
import type { Tab } from './engines/tab';
import { sandboxCall, SANDBOX } from './helpers';

/** Where <pay-form> draws the Pix QR code, inside its shadow root. */
export const QR_PART = '[part~="pix-qr"]';

/** The box of `inner` in the shadow root of `host`, brought into view, in CSS pixels, with the device pixel ratio. */
const boxInView = (tab: Tab, host: string, inner: string) =>
  tab.evaluate(
    ([h, i]) => {
      const element = document.querySelector(h)?.shadowRoot?.querySelector(i);
      if (!element) return null;
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, ratio: window.devicePixelRatio || 1 };
    },
    [host, inner] as const,
  );

/** A picture of `inner` (in `host`'s shadow root) as the screen shows it: the viewport's screenshot cut to its box. */
export async function shadowElementPicture(tab: Tab, host: string, inner: string): Promise<PNG> {
  const box = await boxInView(tab, host, inner);
  expect(box, `${host} ${inner} is on the page`).not.toBeNull();
  const { x, y, width, height, ratio } = box as NonNullable<typeof box>;
  const screen = PNG.sync.read(await tab.screenshot());
  // The screenshot is in device pixels: the box is scaled, and kept inside the picture.
  const left = Math.max(0, Math.floor(x * ratio));
  const top = Math.max(0, Math.floor(y * ratio));
  const cut = new PNG({
    width: Math.min(screen.width - left, Math.ceil(width * ratio)),
    height: Math.min(screen.height - top, Math.ceil(height * ratio)),
  });
  PNG.bitblt(screen, cut, left, top, cut.width, cut.height, 0, 0);
  return cut;
}

/** The text of the QR code the page shows, decoded from its picture; null when no code can be read in it. */
export async function qrOnScreen(tab: Tab): Promise<string | null> {
  const picture = await shadowElementPicture(tab, 'pay-form', QR_PART);
  return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data ?? null;
}

/** The EMV fields of a BR Code at one level: two-digit id, two-digit length, value. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at + 4 <= payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The BR Code's `txid`: field 05 of its additional data (field 62). */
export function txidOf(brCode: string): string {
  return emvFields(emvFields(brCode).get('62') ?? '').get('05') ?? '';
}

/** What the journeys read of a charge (docs/service.md, "Pix and boleto"). */
export interface ChargeRead {
  status: string;
  payment_method: string;
  payment_fields: {
    pix?: { qr_code: string; expires_at: string };
    boleto?: { digitable_line: string; barcode: string; due_date: string; url: string };
  };
}

/** The charge as the merchant's back end reads it from the sandbox (secret key). */
export async function sandboxCharge(chargeId: string): Promise<ChargeRead> {
  const read = await sandboxCall(`/v1/charges/${chargeId}`);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body.data as ChargeRead;
}

/**
 * Pays a Pix on the sandbox's bank-app page (`GET /sandbox/pix/{txid}`, no key) as the buyer's phone would: the page
 * is read, it must show the amount, and its one form is posted. Returns the page's text.
 */
export async function payInBankApp(txid: string, amountShown: RegExp): Promise<string> {
  const pageUrl = `${SANDBOX}/sandbox/pix/${encodeURIComponent(txid)}`;
  const page = await fetch(pageUrl);
  expect(page.status, 'the bank-app page opens').toBe(200);
  const markup = await page.text();
  expect(markup).toMatch(amountShown);
  const form = /<form[^>]*method="post"[^>]*>/i.exec(markup)?.[0] ?? '';
  const action = /action="([^"]*)"/i.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const fields = new URLSearchParams();
  for (const input of markup.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1]?.replaceAll('&amp;', '&') ?? '');
  }
  expect(form, 'the bank-app page has its pay form').not.toBe('');
  const paid = await fetch(new URL(action || pageUrl, pageUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(pageUrl).origin },
    body: fields,
    redirect: 'follow',
  });
  expect(paid.status, 'the bank-app page takes the payment').toBeLessThan(400);
  return paid.text();
}

/** Pays a pending Pix or boleto charge as the buyer's bank would: the sandbox control `POST /sandbox/charges/{id}/pay`. */
export async function payAtSandbox(chargeId: string): Promise<void> {
  const paid = await sandboxCall(`/sandbox/charges/${encodeURIComponent(chargeId)}/pay`, { method: 'POST' });
  expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
}

/** Moves the sandbox clock forward (shared by every merchant: expiries and webhook retries fall due). */
export async function advanceSandboxClock(seconds: number): Promise<void> {
  const moved = await sandboxCall('/sandbox/clock', { body: { advance_seconds: seconds } });
  expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
}
