import { describe, expect, it } from 'vitest';
import { stepReplyOf, UNREADABLE_STEP } from './step-reply';

const PIX = { qr_code: '000201…6304ABCD', expires_at: '2026-05-15T12:30:00Z' };
const BOLETO = {
  digitable_line: '3'.repeat(47),
  barcode: '3'.repeat(44),
  due_date: '2026-05-18',
  url: 'https://pay.example/b/1',
};

describe('the step a reply asks for', () => {
  it('reads payment_fields.pix under data, with the charge id and amount beside it, and the service’s times', () => {
    const body = {
      success: true,
      data: { id: 'ch_1', amount: 1590, created_at: '2026-05-15T12:00:00Z', payment_fields: { pix: PIX } },
    };
    expect(stepReplyOf(body, null, 1234)).toEqual({
      method: 'pix',
      chargeId: 'ch_1',
      amountInCents: 1590,
      qrCode: PIX.qr_code,
      expiresAt: PIX.expires_at,
      createdAt: '2026-05-15T12:00:00Z',
      replyDate: null,
      readAt: 1234,
    });
  });

  it('reads payment_fields.boleto at the top level; no id or amount is allowed', () => {
    expect(stepReplyOf({ payment_fields: { boleto: BOLETO } })).toEqual({
      method: 'boleto',
      chargeId: null,
      digitableLine: BOLETO.digitable_line,
      dueDate: BOLETO.due_date,
      url: BOLETO.url,
    });
    expect(stepReplyOf({ payment_fields: { boleto: { ...BOLETO, url: 42 } } })).toMatchObject({ url: '' });
  });

  it('asks for no step on a card reply (no payment_fields, null, or redirect_url only)', () => {
    expect(stepReplyOf({ success: true, data: { id: 'ch_1' } })).toBeUndefined();
    expect(stepReplyOf({ data: { payment_fields: null } })).toBeUndefined();
    expect(stepReplyOf({ data: { payment_fields: { redirect_url: 'https://x', pix: null } } })).toBeUndefined();
  });

  it('is unreadable when the step lacks what it shows', () => {
    expect(stepReplyOf({ payment_fields: { pix: { expires_at: PIX.expires_at } } })).toBe(UNREADABLE_STEP);
    expect(stepReplyOf({ payment_fields: { pix: 'yes' } })).toBe(UNREADABLE_STEP);
    expect(stepReplyOf({ data: { payment_fields: { boleto: { ...BOLETO, digitable_line: 123 } } } })).toBe(
      UNREADABLE_STEP,
    );
  });
});
