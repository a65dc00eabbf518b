/**
 * Applies a checked style as custom properties of the document (the frame's stylesheet reads them). Set through the
 * CSSOM, which the frame's CSP allows, never as style text; a new style replaces the previous one whole.
 */
import {
  FIELDS_STYLE_STATES,
  type FieldColors,
  type FieldFont,
  type FieldsStyle,
} from '../interface/card-fields-style';

/** Each font name as a stack of fonts a device already has: the frame loads no font. Here only, not in the page's bundle. */
const FONT_STACKS: Record<FieldFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'sans-serif': 'Helvetica, Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
  arial: 'Arial, Helvetica, sans-serif',
  georgia: 'Georgia, serif',
  verdana: 'Verdana, Geneva, sans-serif',
  tahoma: 'Tahoma, Verdana, sans-serif',
  'trebuchet-ms': '"Trebuchet MS", Helvetica, sans-serif',
};

const PREFIX = '--pc-';

/** The custom properties a style sets, e.g. `--pc-font`, `--pc-focus-border`. */
export function styleProperties(style: FieldsStyle): Record<string, string> {
  const properties: Record<string, string> = {};
  if (style.font) properties[`${PREFIX}font`] = FONT_STACKS[style.font];
  if (style.fontSize) properties[`${PREFIX}size`] = style.fontSize;
  if (style.fontWeight) properties[`${PREFIX}weight`] = String(style.fontWeight);
  if (style.borderRadius) properties[`${PREFIX}radius`] = style.borderRadius;
  for (const state of FIELDS_STYLE_STATES) {
    const colors: FieldColors = style[state] ?? {};
    for (const [key, value] of Object.entries(colors)) if (value) properties[`${PREFIX}${state}-${key}`] = value;
  }
  return properties;
}

export function applyStyle(root: HTMLElement, style: FieldsStyle): void {
  for (const name of Array.from(root.style)) if (name.startsWith(PREFIX)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(styleProperties(style))) root.style.setProperty(name, value);
}
