/**
 * The steps' stylesheet, for the element to adopt with its own when it shows a step (constructed stylesheets need no
 * CSP allowance). Pages style the steps through their parts (`pay-form::part(copy-button)`) and these properties:
 *   --pay-qr-size        the QR code's width (default 14rem, never wider than the form)
 *   --pay-qr-color       its dark modules (default #000)
 *   --pay-qr-background  its light modules and quiet zone (default #fff)
 *   --pay-step-gap       space between a step's blocks (default .75rem)
 * While a step is shown the merchant's form is inert (it cannot be changed or sent again) and dimmed; a page's own
 * `form { opacity: … }` rule wins over that.
 * Keep the QR dark on light, whatever the page's theme: many bank apps cannot read it inverted.
 */
// Kept terse: template text is not minified, and the steps' file has a size budget.
export const STEP_CSS = `
[part~="pix-step"],[part~="boleto-step"],[part~="step-outcome"]{margin-block-start:var(--pay-form-gap,.75rem);display:grid;gap:var(--pay-step-gap,.75rem);min-width:0;overflow-wrap:anywhere}
[part~="pix-step"]>*,[part~="boleto-step"]>*,[part~="step-outcome"]>*{margin:0}
[part~="pix-qr"]{width:min(var(--pay-qr-size,14rem),100%);height:auto;aspect-ratio:1}
[part~="pix-qr"] rect{fill:var(--pay-qr-background,#fff)}
[part~="pix-qr"] path{fill:var(--pay-qr-color,#000)}
[part~="pix-code"]{width:100%;min-width:0;font:inherit;font-family:ui-monospace,monospace}
[part~="boleto-line"]{display:flex;flex-wrap:wrap;gap:.2rem .6rem;font-family:ui-monospace,monospace}
[part~="boleto-line"] span{white-space:nowrap}
[part~="step-announcer"]{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
::slotted(form[inert]){opacity:.6}
`;
