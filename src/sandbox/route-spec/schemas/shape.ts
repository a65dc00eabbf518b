/**
 * What the schemas of the sandbox's records share: the compile-time checks that hold each schema to its interface in
 * src/interface (`sameShape`, `fitsShape`: a field added to one and not the other fails `tsc` before it can reach the
 * OpenAPI document), and the value schemas several records use.
 */
import { z } from 'zod';
import { CARD_BRANDS } from '../../../interface/card';
import { STORED_TAX_ID_PATTERN } from '../../../interface/tax-id';

/** A CPF or CNPJ as stored: without punctuation, letters upper case. */
export const storedTaxId = () =>
  z
    .string()
    .regex(STORED_TAX_ID_PATTERN)
    .describe(
      'CPF (11 digits) or CNPJ (14 digits, or alphanumeric: 12 digits or upper-case letters, then 2 digits), ' +
        'without punctuation: `52998224725`, `11222333000181`, `12ABC34501DE35`',
    );

/** Compile-time check: the schema's output and the interface accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time check for interfaces left open on purpose (`'active' | (string & {})`): the schema fits in the type. */
type Fits<A, B> = [A] extends [B] ? true : false;
export const sameShape =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._check: Same<z.output<S>, T> extends true ? [] : [never]) =>
    schema;
export const fitsShape =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._check: Fits<z.output<S>, T> extends true ? [] : [never]) =>
    schema;

export const timestamp = () => z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp (UTC)');
export const calendarDate = () => z.iso.date();
export const uuid = () => z.uuid();
export const cents = () => z.int().min(0).describe('Amount in cents (minor units)');

export const cardBrand = z.enum(CARD_BRANDS);
