import { describe, expect, it } from 'vitest';
import { buildBoleto } from '../boleto-barcode/barcode';
import { itfSvg } from './itf-svg';

/**
 * An ITF reader written from the symbology's definition, not from the drawing code: it takes the bars' x and width
 * from the SVG text, derives the spaces from the gaps, classifies each width as narrow or wide against the median,
 * checks the start and stop patterns and decodes each pair of digits.
 */
const DIGIT_OF_PATTERN: Record<string, string> = {
  '00110': '0',
  '10001': '1',
  '01001': '2',
  '11000': '3',
  '00101': '4',
  '10100': '5',
  '01100': '6',
  '00011': '7',
  '10010': '8',
  '01010': '9',
};

function decodeItfSvg(svg: string): string {
  const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="0" width="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    w: Number(m[2]),
  }));
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    widths.push(bar.w);
    if (i + 1 < bars.length) widths.push(bars[i + 1].x - bar.x - bar.w);
  });
  const sorted = [...widths].sort((a, b) => a - b);
  const threshold = (sorted[0] + sorted[sorted.length - 1]) / 2;
  const bits = widths.map((w) => (w > threshold ? '1' : '0')).join('');
  expect(bits.slice(0, 4), 'start pattern').toBe('0000');
  expect(bits.slice(-3), 'stop pattern').toBe('100');
  const body = bits.slice(4, -3);
  expect(body.length % 10).toBe(0);
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const barBits = [0, 2, 4, 6, 8].map((k) => chunk[k]).join('');
    const spaceBits = [1, 3, 5, 7, 9].map((k) => chunk[k]).join('');
    const first = DIGIT_OF_PATTERN[barBits];
    const second = DIGIT_OF_PATTERN[spaceBits];
    expect(first, `bar pattern ${barBits}`).toBeDefined();
    expect(second, `space pattern ${spaceBits}`).toBeDefined();
    digits += first + second;
  }
  return digits;
}

describe('ITF barcode SVG', () => {
  it('decodes back to the 44 digits', () => {
    const { barcode } = buildBoleto({ amountInCents: 25_050, dueDate: '2026-12-10', ourNumber: '9876543210' });
    expect(decodeItfSvg(itfSvg(barcode, 'Barcode'))).toBe(barcode);
    const every = '0123456789'.repeat(4) + '9876';
    expect(decodeItfSvg(itfSvg(every, 'Barcode'))).toBe(every);
  });

  it('has FEBRABAN’s 3:1 wide-to-narrow ratio, 103 mm of bars and 13 mm of height', () => {
    const svg = itfSvg('0'.repeat(44), 'x');
    const widths = new Set([...svg.matchAll(/<rect x="[\d.]+" y="0" width="([\d.]+)"/g)].map((m) => m[1]));
    expect([...widths].sort()).toEqual(['1', '3']);
    expect(svg).toMatch(/height="13mm"/);
    // 405 narrow widths of bars and spaces plus 2 × 20 of quiet zone, at 0.254 mm.
    expect(svg).toContain(`width="${(445 * 0.254).toFixed(2)}mm"`);
  });

  it('escapes its label and refuses anything but 44 digits', () => {
    expect(itfSvg('1'.repeat(44), 'a "b" <c>')).toContain('aria-label="a &quot;b&quot; &lt;c&gt;"');
    expect(() => itfSvg('1'.repeat(43), 'x')).toThrow(RangeError);
    expect(() => itfSvg(`${'1'.repeat(43)}"`, 'x')).toThrow(RangeError);
  });
});
