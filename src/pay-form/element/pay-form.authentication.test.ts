// The issuer's page ends the challenge with one message: the element takes it only from the dialog's own frame AND from
// the service's origin. Each forgery below is wrong in one way only, and goes through the whole element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { esModuleLoader } from '../es-modules';
import * as challengeModule from '../authentication/card-module';
import { CARD_FILE, useStepsLoader } from '../core/on-demand';
import { answer, mountPayForm, recordEvents, routedBackEnd, flush } from './test-fakes';

const SERVICE = 'https://pay.example';
const STATUS_URL = '/api/charge-status';
const CREATED_AT = '2026-11-27T12:00:00.000Z';
const COMPLETION = { type: 'authentication-complete', charge_id: 'ch_1', status: 'captured' };

/** A card charge's reply asking for the issuer's page on the service's origin. */
const challengeReply = () => ({
  success: true,
  message: 'Charge created',
  data: {
    id: 'ch_1',
    status: 'pending',
    created_at: CREATED_AT,
    payment_fields: {
      authentication: {
        url: `${SERVICE}/elements/authentication/ch_1?token=t`,
        expires_at: new Date(Date.parse(CREATED_AT) + 600_000).toISOString(),
      },
    },
  },
});

const captured = () => new Response(JSON.stringify({ status: 'captured', failure_reason: null }), { status: 200 });

const dialogOf = (element: HTMLElement) => element.querySelector('[data-pay-authentication]');

/**
 * Pays, waits for the dialog and gives its frame a stand-in window (happy-dom loads no page of another origin): the
 * window the genuine completion comes from.
 */
async function openChallenge() {
  const backEnd = routedBackEnd([answer(201, challengeReply())], [captured()]);
  const mounted = await mountPayForm({ 'api-base': SERVICE, 'status-url': STATUS_URL });
  const recorded = recordEvents(mounted.element);
  mounted.button.click();
  await vi.waitFor(() => expect(dialogOf(mounted.element)).not.toBeNull());
  const frame = dialogOf(mounted.element)?.querySelector('iframe') as HTMLIFrameElement;
  const frameWindow = { name: 'the issuer page’s frame' };
  Object.defineProperty(frame, 'contentWindow', { get: () => frameWindow });
  return { ...mounted, ...recorded, ...backEnd, frameWindow };
}

const post = (source: unknown, origin: string, data: unknown = COMPLETION) =>
  window.dispatchEvent(new MessageEvent('message', { source: source as Window, origin, data }));

beforeEach(() => {
  useStepsLoader(async (file) => {
    if (file !== CARD_FILE) throw new Error(`unexpected ${file}`);
    return challengeModule;
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useStepsLoader(esModuleLoader);
});

describe('<pay-form> the completion of the issuer’s page', () => {
  const otherFrame = { name: 'another frame of the service' };
  it.each<[string, (frameWindow: object) => [unknown, string]]>([
    ['from the dialog’s frame, on the page’s own origin', (frameWindow) => [frameWindow, location.origin]],
    [
      'from the dialog’s frame, on an origin that starts with the service’s',
      (frameWindow) => [frameWindow, `${SERVICE}.evil.test`],
    ],
    ['from the dialog’s frame, on no origin (opaque)', (frameWindow) => [frameWindow, 'null']],
    ['on the service’s origin, from the page’s own window', () => [window, SERVICE]],
    ['on the service’s origin, from another frame of the service', () => [otherFrame, SERVICE]],
  ])('is ignored %s; the genuine one then ends the challenge', async (_case, forge) => {
    const { element, frameWindow, gets, of } = await openChallenge();
    const [source, origin] = forge(frameWindow);
    post(source, origin);
    await flush();
    expect(dialogOf(element)?.isConnected).toBe(true);
    expect(element.state).toBe('submitting');
    expect(gets()).toHaveLength(0);
    expect([...of('pay-success'), ...of('pay-error')]).toEqual([]);

    post(frameWindow, SERVICE);
    await vi.waitFor(() => expect(element.state).toBe('succeeded'));
    expect(dialogOf(element)).toBeNull();
    expect(gets().map((call) => new URL(call.url).search)).toEqual(['?charge_id=ch_1']);
  });
});
