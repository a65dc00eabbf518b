/**
 * What a Pix or boleto charge adds to a charge (docs/service.md, "Pix and boleto"): its `payment_details`, the
 * payer's address a boleto needs, and the `payment_fields` the service answers with.
 */
import { z } from 'zod';
import { BOLETO_INSTRUCTIONS_MAX, PIX_EXPIRES_IN } from './charge-values';
import { isCalendarDate } from './list';
import { ADDRESS_FIELD_RULES, addressCrossFieldRules } from './submerchant-address';
import { crossFieldRule } from './submerchant-fields';

/** Optional fields may be omitted or sent as `null`; both parse to `undefined`. */
export const optionalNullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

/** Pix: only how long the code may be paid. */
export const pixDetailsSchema = z.strictObject({
  expires_in: optionalNullable(z.number().int().min(PIX_EXPIRES_IN.min).max(PIX_EXPIRES_IN.max)),
});

/**
 * Boleto: the due date (its distance from today depends on the service clock, so the route checks that) and the
 * text printed for the cashier.
 */
export const boletoDetailsSchema = z.strictObject({
  due_date: optionalNullable(z.string().refine(isCalendarDate, 'must be a valid date written YYYY-MM-DD')),
  instructions: optionalNullable(
    z.string().trim().max(BOLETO_INSTRUCTIONS_MAX, `must be at most ${BOLETO_INSTRUCTIONS_MAX} characters`),
  ),
});

/** The payer's address on a boleto: a Brazilian address with the rules of a submerchant address. */
export const chargeAddressSchema = z
  .strictObject({
    street: ADDRESS_FIELD_RULES.street,
    number: ADDRESS_FIELD_RULES.number,
    complement: ADDRESS_FIELD_RULES.complement,
    neighborhood: ADDRESS_FIELD_RULES.neighborhood,
    city: ADDRESS_FIELD_RULES.city,
    state: ADDRESS_FIELD_RULES.state,
    zip_code: ADDRESS_FIELD_RULES.zip_code,
  })
  .superRefine(addressCrossFieldRules, crossFieldRule);

export type ChargeAddress = z.output<typeof chargeAddressSchema>;

/** `payment_fields.pix`: the "copia e cola" BR Code and until when it can be paid. */
export interface PixPaymentFields {
  qr_code: string;
  expires_at: string;
}

/** `payment_fields.boleto`: the 47-digit line, the 44-digit barcode, the due day and the printable page. */
export interface BoletoPaymentFields {
  digitable_line: string;
  barcode: string;
  due_date: string;
  url: string;
}
