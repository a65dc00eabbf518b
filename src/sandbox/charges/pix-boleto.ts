/**
 * What creating a Pix or boleto charge adds (docs/service.md, "Pix and boleto"): the BR Code and its deadline, the
 * boleto's digits, due day and printable page, and the due-day rule that depends on the sandbox clock.
 */
import { newPageToken } from '../kernel/page-token';
import { BOLETO_DUE_DAYS, BOLETO_GRACE_DAYS, PIX_EXPIRES_IN } from '../../interface/charge-values';
import type { ErrorDetail } from '../../interface/errors';
import { buildBoleto, newOurNumber } from '../boleto-barcode/barcode';
import { buildBrCode, newTxid } from '../br-code/br-code';
import type { BoletoRecord, PixRecord } from './state';
import type { Merchant } from '../kernel/state';

const DAY_MS = 86_400_000;
/** Bytes of the printable page token (as long as the hosted page's). */

/** Days are UTC days of the sandbox clock, like the `date_from`/`date_to` of lists. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const startOfDayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export function defaultDueDate(now: Date): string {
  return dayOf(startOfDayMs(dayOf(now.getTime())) + BOLETO_DUE_DAYS.default * DAY_MS);
}

/** The due day must fall 1 to 30 days after today; a detail naming the field otherwise. */
export function dueDateProblem(dueDate: string, now: Date): ErrorDetail | null {
  const days = (startOfDayMs(dueDate) - startOfDayMs(dayOf(now.getTime()))) / DAY_MS;
  if (days >= BOLETO_DUE_DAYS.min && days <= BOLETO_DUE_DAYS.max) return null;
  return {
    field: 'payment_details.due_date',
    message: `must be ${BOLETO_DUE_DAYS.min} to ${BOLETO_DUE_DAYS.max} days after today (${dayOf(now.getTime())}, by the sandbox clock)`,
  };
}

export function newPixRecord(merchant: Merchant, amount: number, expiresIn: number | undefined, now: Date): PixRecord {
  const txid = newTxid();
  const expiresAtMs = now.getTime() + (expiresIn ?? PIX_EXPIRES_IN.default) * 1000;
  return {
    txid,
    qr_code: buildBrCode({ amountInCents: amount, merchantName: merchant.name, txid }),
    expires_at: new Date(expiresAtMs).toISOString(),
    expiresAtMs,
  };
}

export interface BoletoDetails {
  due_date?: string;
  instructions?: string;
}

export function newBoletoRecord(
  amount: number,
  details: BoletoDetails | undefined,
  now: Date,
  origin: string,
): BoletoRecord {
  const dueDate = details?.due_date ?? defaultDueDate(now);
  const { barcode, digitableLine } = buildBoleto({ amountInCents: amount, dueDate, ourNumber: newOurNumber() });
  return {
    barcode,
    digitable_line: digitableLine,
    due_date: dueDate,
    instructions: details?.instructions || null,
    token: newPageToken(),
    origin,
    // Payable through the whole third day after the due day.
    expiresAtMs: startOfDayMs(dueDate) + (BOLETO_GRACE_DAYS + 1) * DAY_MS,
  };
}

export function boletoPagePath(id: string, boleto: Pick<BoletoRecord, 'token'>): string {
  return `/sandbox/boletos/${id}?token=${boleto.token}`;
}
