/**
 * The look a page may give the secure card fields (docs/service.md, "Secure card fields"): a font from a fixed list,
 * a few sizes, and colours for the base, invalid and focused states. Never CSS text and never a URL: every value is
 * checked against a narrow pattern, so nothing the page sends can load a resource or reach outside a declaration.
 *
 * The frame applies only what `readFieldsStyle` returns; the page sends the style as given and leaves the checking to it.
 */
import { isRecord } from './plain-object';

/** The fonts the fields may use, by name; the frame maps each to a stack of fonts a device already has (it loads none). */
export const FIELD_FONT_NAMES = [
  'system',
  'sans-serif',
  'serif',
  'monospace',
  'arial',
  'georgia',
  'verdana',
  'tahoma',
  'trebuchet-ms',
] as const;

export type FieldFont = (typeof FIELD_FONT_NAMES)[number];

/** Colours of one state of the inputs. */
export interface FieldColors {
  color?: string;
  background?: string;
  border?: string;
  placeholder?: string;
}

export interface FieldsStyle {
  font?: FieldFont;
  /** `px`, `rem` or `em`, between the bounds below. */
  fontSize?: string;
  fontWeight?: number;
  borderRadius?: string;
  /** The inputs' colours at rest; `invalid` and `focus` override them in those states. */
  base?: FieldColors;
  invalid?: FieldColors;
  focus?: FieldColors;
}

export type FieldsStyleState = 'base' | 'invalid' | 'focus';
export const FIELDS_STYLE_STATES: readonly FieldsStyleState[] = ['base', 'invalid', 'focus'];
const COLOR_KEYS: readonly (keyof FieldColors)[] = ['color', 'background', 'border', 'placeholder'];

// Bounds in px; rem and em count 16 px. Below 16 px iOS zooms into a focused input; above 32 px the fields break.
const FONT_SIZE_PX = { min: 12, max: 32 };
const RADIUS_PX = { min: 0, max: 24 };
const PX_PER_REM = 16;
const FONT_WEIGHTS = [300, 400, 500, 600, 700];

const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?)(px|rem|em)$/;
/** Hex colours, and rgb()/hsl() with numbers and percentages only: no `url(`, no `var(`, no `;`. */
const COLOR =
  /^(#[\da-f]{3,4}|#[\da-f]{6}|#[\da-f]{8}|(rgb|rgba|hsl|hsla)\(\s*[\d.]+(deg|%)?(\s*[,\s/]\s*[\d.]+%?){2,3}\s*\)|transparent|currentcolor)$/i;
const MAX_COLOR_LENGTH = 64;
const FONT_NAMES: readonly string[] = FIELD_FONT_NAMES;

/** What a style holds that the fields refuse, as `path: reason`; the rest still applies. */
export interface FieldsStyleCheck {
  style: FieldsStyle;
  refused: string[];
}

function lengthWithin(value: unknown, bounds: { min: number; max: number }): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = LENGTH.exec(value.trim());
  if (!parts) return undefined;
  const px = parts[2] === 'px' ? Number(parts[1]) : Number(parts[1]) * PX_PER_REM;
  return px >= bounds.min && px <= bounds.max ? `${parts[1]}${parts[2]}` : undefined;
}

/** A colour the fields accept, as given; `undefined` for anything else. */
export function fieldColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_COLOR_LENGTH) return undefined;
  const trimmed = value.trim();
  return COLOR.test(trimmed) ? trimmed : undefined;
}

/** The accepted part of a style as the page sent it, and what was refused (for a console warning). */
export function readFieldsStyle(raw: unknown): FieldsStyleCheck {
  const style: FieldsStyle = {};
  const refused: string[] = [];
  if (!isRecord(raw)) return { style, refused: raw === undefined ? [] : ['style: not an object'] };
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    switch (key) {
      case 'font':
        if (typeof value === 'string' && FONT_NAMES.includes(value)) style.font = value as FieldFont;
        else refused.push(`font: not one of ${FONT_NAMES.join(', ')}`);
        break;
      case 'fontSize':
        style.fontSize = lengthWithin(value, FONT_SIZE_PX);
        if (!style.fontSize)
          refused.push(`fontSize: a length of ${FONT_SIZE_PX.min}–${FONT_SIZE_PX.max}px (px, rem or em)`);
        break;
      case 'borderRadius':
        style.borderRadius = lengthWithin(value, RADIUS_PX);
        if (!style.borderRadius) refused.push(`borderRadius: a length of ${RADIUS_PX.min}–${RADIUS_PX.max}px`);
        break;
      case 'fontWeight':
        if (typeof value === 'number' && FONT_WEIGHTS.includes(value)) style.fontWeight = value;
        else refused.push(`fontWeight: one of ${FONT_WEIGHTS.join(', ')}`);
        break;
      case 'base':
      case 'invalid':
      case 'focus': {
        const colors = readColors(value, key, refused);
        if (colors) style[key] = colors;
        break;
      }
      default:
        refused.push(`${key}: unknown`);
    }
  }
  for (const key of Object.keys(style) as (keyof FieldsStyle)[]) if (style[key] === undefined) delete style[key];
  return { style, refused };
}

function readColors(raw: unknown, state: FieldsStyleState, refused: string[]): FieldColors | undefined {
  if (!isRecord(raw)) {
    refused.push(`${state}: not an object`);
    return undefined;
  }
  const colors: FieldColors = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(COLOR_KEYS as readonly string[]).includes(key)) {
      refused.push(`${state}.${key}: unknown`);
      continue;
    }
    const color = fieldColor(value);
    if (color) colors[key as keyof FieldColors] = color;
    else refused.push(`${state}.${key}: not a colour (hex, rgb(), hsl())`);
  }
  return Object.keys(colors).length ? colors : undefined;
}
