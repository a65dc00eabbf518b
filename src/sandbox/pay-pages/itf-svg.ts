/**
 * The boleto's barcode drawn as SVG: Interleaved 2 of 5 (ITF), as FEBRABAN prints it. Digits go in pairs, the first
 * digit of a pair in the widths of five bars, the second in the five spaces between them; each digit has two wide
 * elements of five. The string is built only from validated digits and numbers; the label is escaped.
 */
import { escapeHtml } from '../kernel/page-shell';

/** Narrow (N) / wide (W) pattern of each digit 0–9. */
export const ITF_PATTERNS: readonly string[] = [
  'NNWWN',
  'WNNNW',
  'NWNNW',
  'WWNNN',
  'NNWNW',
  'WNWNN',
  'NWWNN',
  'NNNWW',
  'WNNWN',
  'NWNWN',
];
/** Start: narrow bar, space, bar, space. Stop: wide bar, narrow space, narrow bar. */
const START = 'NNNN';
const STOP = 'WNN';

/**
 * FEBRABAN's proportions: narrow element 0.254 mm (0.01 in), wide three times narrow, 13 mm tall, so the 44 digits
 * make the specified 103 mm; quiet zones of about 5 mm (20 narrow widths) on both sides.
 */
export const NARROW = 1;
export const WIDE = 3;
const NARROW_MM = 0.254;
const HEIGHT_MM = 13;
const QUIET_ZONE = 20;
const HEIGHT = HEIGHT_MM / NARROW_MM;

const width = (element: string) => (element === 'W' ? WIDE : NARROW);

/** Widths of the alternating bars and spaces (bar first) for an even-length digit string. */
export function itfElements(digits: string): number[] {
  const elements = [...START].map(width);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_PATTERNS[Number(digits[i])];
    const spaces = ITF_PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < bars.length; k++) elements.push(width(bars[k]), width(spaces[k]));
  }
  elements.push(...[...STOP].map(width));
  return elements;
}

/** An SVG of the 44-digit barcode; `label` is its accessible name (the digits are also printed beside it). */
export function itfSvg(barcode: string, label: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('A boleto barcode has 44 digits.');
  const elements = itfElements(barcode);
  const total = elements.reduce((sum, element) => sum + element, 0) + 2 * QUIET_ZONE;
  const rects: string[] = [];
  let x = QUIET_ZONE;
  elements.forEach((element, index) => {
    if (index % 2 === 0) rects.push(`<rect x="${x}" y="0" width="${element}" height="${HEIGHT.toFixed(2)}"/>`);
    x += element;
  });
  const widthMm = (total * NARROW_MM).toFixed(2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="barcode" role="img" aria-label="${escapeHtml(label)}" ` +
    `viewBox="0 0 ${total} ${HEIGHT.toFixed(2)}" width="${widthMm}mm" height="${HEIGHT_MM}mm" preserveAspectRatio="none" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${HEIGHT.toFixed(2)}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`
  );
}
