/**
 * Which payment step a successful reply from `action` asks for (docs/service.md, "Pix and boleto"):
 * `payment_fields.pix: { qr_code, expires_at }` or `payment_fields.boleto: { digitable_line, due_date, url }`, at the
 * top level or under `data`, as `redirect_url` is read; the charge's `id` and `amount` (cents) beside them.
 */
import { isRecord } from '../../interface/plain-object';
import { chargeOf, replyPaymentFields } from '../core/reply';

interface StepCharge {
  /** The charge's `id` (`data.id`, else `id`), to ask its status; `null` when the reply has none. */
  chargeId: string | null;
  amountInCents?: number;
}

export interface PixStepReply extends StepCharge {
  method: 'pix';
  qrCode: string;
  expiresAt: string;
  /** The charge's `created_at`, and the reply's `Date` header: the service's times the countdown is counted from. */
  createdAt?: unknown;
  replyDate: string | null;
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
  const charge = chargeOf(body);
  const amount = charge.amount ?? body.amount;
  const known: StepCharge = {
    chargeId: text(charge.id) ?? text(body.id) ?? null,
    ...(typeof amount === 'number' && Number.isFinite(amount) && { amountInCents: amount }),
  };
  if (isRecord(pix)) {
    const qrCode = text(pix.qr_code);
    const expiresAt = text(pix.expires_at);
    const createdAt = charge.created_at;
    if (qrCode && expiresAt) return { method: 'pix', ...known, qrCode, expiresAt, createdAt, replyDate, readAt };
  } else if (isRecord(boleto)) {
    const digitableLine = text(boleto.digitable_line);
    const dueDate = text(boleto.due_date);
    if (digitableLine && dueDate)
      return { method: 'boleto', ...known, digitableLine, dueDate, url: text(boleto.url) ?? '' };
  }
  return UNREADABLE_STEP;
}
