import { css } from '@lit/reactive-element';

// Adopted stylesheets (no inline style attributes): nothing here needs 'unsafe-inline' under a strict CSP.
// Kept terse: template text is not minified and counts against the script-tag budget.
// An empty status keeps its place in the tree (a live region must exist before it speaks) but takes no room.
export const payFormStyles = css`
  :host { display: block; }
  :host([hidden]) { display: none; }
  [part='status'], [part='countdown'] { margin-block-start: var(--pay-form-gap, 0.75rem); }
  [part='status'] { color: var(--pay-form-error-color, #b3261e); font: var(--pay-form-status-font, inherit); }
  [part='status']:empty { margin: 0; }
  [part='countdown'] { color: var(--pay-form-countdown-color, inherit); }
  :host([aria-busy='true']) { cursor: progress; }
`;
