/**
 * How a bank boleto's 47-digit digitable line is shown: its five fields, the first three split by a dot
 * ("AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE"), as printed on every boleto and typed into bank apps.
 * Shared by the sandbox's printable boleto and `<pay-form>`'s boleto step.
 */
export const DIGITABLE_LINE_LENGTH = 47;

/** [start, end, dot position or 0] of each field in the plain 47 digits. */
const FIELDS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 10, 5],
  [10, 21, 5],
  [21, 32, 5],
  [32, 33, 0],
  [33, 47, 0],
];

/** The five groups of a 47-digit line (any spaces and dots in `line` are ignored); [] when it is not 47 digits. */
export function digitableLineGroups(line: string): string[] {
  const digits = line.replace(/[\s.]/g, '');
  if (digits.length !== DIGITABLE_LINE_LENGTH || /\D/.test(digits)) return [];
  return FIELDS.map(([start, end, dot]) => {
    const field = digits.slice(start, end);
    return dot ? `${field.slice(0, dot)}.${field.slice(dot)}` : field;
  });
}
