import { describe, expect, it } from 'vitest';
import { fieldColor, readFieldsStyle } from './card-fields-style';

describe('readFieldsStyle', () => {
  it('keeps a complete valid style as given', () => {
    const style = {
      font: 'georgia',
      fontSize: '1.125rem',
      fontWeight: 500,
      borderRadius: '8px',
      base: { color: '#1f1f1f', background: 'rgb(255, 255, 255)', border: '#ccc', placeholder: 'hsl(0 0% 45%)' },
      invalid: { color: '#b3261e', border: 'rgba(179, 38, 30, 0.9)' },
      focus: { border: '#1a73e8' },
    };
    expect(readFieldsStyle(style)).toEqual({ style, refused: [] });
  });

  it('refuses fonts outside the list, even real ones: the frame loads no font', () => {
    const { style, refused } = readFieldsStyle({ font: 'Roboto' });
    expect(style).toEqual({});
    expect(refused[0]).toMatch(/^font: not one of system, /);
  });

  it.each([
    ['too small', '8px'],
    ['too large', '3rem'],
    ['a unit of its own', '16pt'],
    ['a calc()', 'calc(1rem + 2px)'],
    ['a var()', 'var(--x)'],
    ['a number', 16],
  ])('refuses a font size %s', (_name, fontSize) => {
    expect(readFieldsStyle({ fontSize })).toEqual({ style: {}, refused: [expect.stringMatching(/^fontSize: /)] });
  });

  it.each([
    'url(https://evil.example/track.png)',
    'red; background-image: url(https://evil.example/x)',
    '#fff;}body{display:none',
    'var(--secret)',
    'expression(alert(1))',
    'rgb(1, 2, url(x))',
    'image-set("x.png" 1x)',
    '/* */ #fff',
    'red',
    '#ggg',
  ])('refuses %s as a colour', (color) => {
    expect(fieldColor(color)).toBeUndefined();
    const { style, refused } = readFieldsStyle({ base: { color } });
    expect(style).toEqual({});
    expect(refused).toEqual(['base.color: not a colour (hex, rgb(), hsl())']);
  });

  it('keeps the valid parts of a style and names each refused one', () => {
    const { style, refused } = readFieldsStyle({
      fontSize: '16px',
      fontWeight: 'bold',
      base: { color: '#000', cursor: 'pointer' },
      css: 'body{}',
    });
    expect(style).toEqual({ fontSize: '16px', base: { color: '#000' } });
    expect(refused).toEqual(['fontWeight: one of 300, 400, 500, 600, 700', 'base.cursor: unknown', 'css: unknown']);
  });

  it('ignores keys that name the prototype', () => {
    const { style } = readFieldsStyle(JSON.parse('{"__proto__": {"color": "#000"}, "font": "constructor"}'));
    expect(style).toEqual({});
    expect(({} as Record<string, unknown>).color).toBeUndefined();
  });

  it('treats anything that is not an object as no style', () => {
    expect(readFieldsStyle(undefined)).toEqual({ style: {}, refused: [] });
    expect(readFieldsStyle('color: red')).toEqual({ style: {}, refused: ['style: not an object'] });
  });
});
