/**
 * The events of Pix and boleto charges over real HTTP: `charge.pending` with the payment fields, `charge.captured`
 * when paid, `charge.expired` when the clock passes the deadline; listed by `event_type` in the deliveries log.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boletoBody, pixBody } from '../test-harness/test-pix-boleto';
import { call, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';
import {
  createEndpoint,
  headerRecord,
  listDeliveries,
  moveClock,
  startReceiver,
  waitFor,
  type Receiver,
  type ReceivedRequest,
} from '../test-harness/test-receiver';

const sandbox = useSandbox({ webhooks: { attemptTimeoutMs: 500 } });
const EVENTS = ['charge.pending', 'charge.captured', 'charge.expired'];
const DAY_SECONDS = 86_400;

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const received = (count: number) =>
  waitFor(() => receiver.requests.length >= count && receiver.requests, 3000, `${count} deliveries`);
const verified = (secret: string, request: ReceivedRequest) =>
  new Webhook(secret).verify(request.body, headerRecord(request.headers)) as {
    type: string;
    data: { id: string; status: string; payment_fields: unknown };
  };

describe('Pix and boleto charge events', () => {
  it('delivers charge.pending with the BR Code, then charge.captured when the charge is paid', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, EVENTS);
    const charge = await createCharge(sandbox.current, pixBody());
    await call(sandbox.current, 'POST', `/sandbox/charges/${charge.id}/pay`, { auth: secretAuth() });
    const [first, second] = (await received(2)).map((request) => verified(endpoint.secret ?? '', request));
    expect(first).toMatchObject({
      type: 'charge.pending',
      data: { id: charge.id, status: 'pending', payment_fields: charge.payment_fields },
    });
    expect(second).toMatchObject({
      type: 'charge.captured',
      data: { id: charge.id, status: 'captured', payment_fields: charge.payment_fields },
    });
  });

  it('delivers charge.expired when the clock passes a Pix deadline and a boleto’s, with the boleto’s page address', async () => {
    const endpoint = await createEndpoint(sandbox.current, receiver.url, ['charge.expired']);
    const pix = await createCharge(sandbox.current, pixBody({ payment_details: { expires_in: 60 } }));
    const boleto = await createCharge(sandbox.current, boletoBody());
    await moveClock(sandbox.current, 8 * DAY_SECONDS);
    const events = (await received(2)).map((request) => verified(endpoint.secret ?? '', request));
    expect(events.map((event) => [event.type, event.data.id, event.data.status]).sort()).toEqual(
      [
        ['charge.expired', pix.id, 'expired'],
        ['charge.expired', boleto.id, 'expired'],
      ].sort(),
    );
    const boletoEvent = events.find((event) => event.data.id === boleto.id);
    expect(boletoEvent?.data.payment_fields).toEqual(boleto.payment_fields);

    const log = await listDeliveries(sandbox.current, '?event_type=charge.expired');
    expect(log.data).toHaveLength(2);
    expect(log.data.every((delivery: { event_type: string }) => delivery.event_type === 'charge.expired')).toBe(true);
  });
});
