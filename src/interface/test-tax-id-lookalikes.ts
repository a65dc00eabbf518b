// CNPJs written with characters that are not ASCII but upper-case to ASCII letters (`ſ` → `S`, `ı` → `I`, `ß` → `SS`,
// `ﬁ` → `FI`): each reads, through `toUpperCase`, as the valid alphanumeric CNPJ `ASCII_CNPJ`, so a rule that
// upper-cases before looking at the characters takes them. Every path that takes a CPF or CNPJ must refuse them.
import { cnpjWithCheckDigits, formatTaxId } from './tax-id';

/** A valid alphanumeric CNPJ holding the letters the look-alikes stand for: S, I, SS and FI. */
export const ASCII_CNPJ = cnpjWithCheckDigits('12SI34SS01FI');

/** The look-alikes, punctuated as a buyer types them: `ß` and `ﬁ` make 13 characters read as 14. */
export const LOOKALIKE_CNPJS: readonly { character: string; typed: string }[] = [
  { character: 'ſ (long s)', typed: formatTaxId(ASCII_CNPJ).replace('S', 'ſ') },
  { character: 'ı (dotless i)', typed: formatTaxId(ASCII_CNPJ).replace('I', 'ı') },
  { character: 'ß (sharp s)', typed: ASCII_CNPJ.replace('SS', 'ß') },
  { character: 'ﬁ (fi ligature)', typed: ASCII_CNPJ.replace('FI', 'ﬁ') },
];
