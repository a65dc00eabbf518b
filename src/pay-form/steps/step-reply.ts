/**
 * Which payment step a successful reply from `action` asks for (docs/service.md, "Pix and boleto"):
 * `payment_fields.pix: { qr_code, expires_at }` or `payment_fields.boleto: { digitable_line, due_date, url }`, at the
 * top level or under `data`, as `redirect_url` is read; the charge's `id` and `amount` (cents) beside them.
 */
import { PIX_EXPIRES_IN } from '../../interface/charge-values';
import { isObject, replyPaymentFields } from '../submission/reply';

interface StepCharge {
  /** The charge's `id` (`data.id`, else `id`), to ask its status; `null` when the reply has none. */
  chargeId: string | null;
  amountInCents?: number;
}

export interface PixStepReply extends StepCharge {
  method: 'pix';
  qrCode: string;
  expiresAt: string;
  /** How long the code had left when the reply came, by the service's clock (see `pixTimeLeftMs`). */
  timeLeftMs?: number;
  /** When the reply came, on the page's monotonic clock (`performance.now()`): the countdown runs from there. */
  readAt: number;
}

export interface BoletoStepReply extends StepCharge {
  method: 'boleto';
  digitableLine: string;
  dueDate: string;
  url: string;
}

export type StepReply = PixStepReply | BoletoStepReply;

/** A reply that names a step without what the step needs (no code to show): the buyer cannot pay from it. */
export const UNREADABLE_STEP = 'unreadable';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The longest a Pix code lives (docs/service.md, "Pix and boleto"): a longer time left is a clock's error. */
const MAX_PIX_LIFETIME_MS = PIX_EXPIRES_IN.max * 1000;

/**
 * How long a Pix code has left, from times that are not the device's (its clock may be off by minutes or hours):
 * `expires_at` against the reply's `Date` (when the reply was sent), and never more than the code's lifetime
 * (`expires_at` − the charge's `created_at`; a charge answered again later has less left). Without either time, the
 * device's clock, capped at the longest lifetime. `undefined` when `expires_at` is unreadable.
 */
export function pixTimeLeftMs(expiresAt: string, createdAt: unknown, replyDate: string | null): number | undefined {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return undefined;
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  const lifetime = Number.isNaN(created) ? MAX_PIX_LIFETIME_MS : Math.min(expires - created, MAX_PIX_LIFETIME_MS);
  const sent = Date.parse(replyDate ?? '');
  const left = expires - (Number.isNaN(sent) ? (Number.isNaN(created) ? Date.now() : created) : sent);
  return Math.max(0, Math.min(left, lifetime));
}

/**
 * The step `body` asks for; `undefined` for none (a card charge); UNREADABLE_STEP for a step without its fields.
 * `replyDate` is the reply's `Date` header, `readAt` when it came (`performance.now()`).
 */
export function stepReplyOf(
  body: Record<string, unknown>,
  replyDate: string | null = null,
  readAt = performance.now(),
): StepReply | typeof UNREADABLE_STEP | undefined {
  const fields = replyPaymentFields(body);
  const { pix, boleto } = fields ?? {};
  if ((pix === undefined || pix === null) && (boleto === undefined || boleto === null)) return undefined;
  const charge = isObject(body.data) ? body.data : body;
  const amount = charge.amount ?? body.amount;
  const known: StepCharge = {
    chargeId: text(charge.id) ?? text(body.id) ?? null,
    ...(typeof amount === 'number' && Number.isFinite(amount) && { amountInCents: amount }),
  };
  if (isObject(pix)) {
    const qrCode = text(pix.qr_code);
    const expiresAt = text(pix.expires_at);
    if (qrCode && expiresAt) {
      const timeLeftMs = pixTimeLeftMs(expiresAt, charge.created_at ?? body.created_at, replyDate);
      return { method: 'pix', ...known, qrCode, expiresAt, readAt, ...(timeLeftMs !== undefined && { timeLeftMs }) };
    }
  } else if (isObject(boleto)) {
    const digitableLine = text(boleto.digitable_line);
    const dueDate = text(boleto.due_date);
    if (digitableLine && dueDate)
      return { method: 'boleto', ...known, digitableLine, dueDate, url: text(boleto.url) ?? '' };
  }
  return UNREADABLE_STEP;
}
