/**
 * The steps' stylesheet, for the element to adopt with its own when it shows a step (constructed stylesheets need no
 * CSP allowance). Pages style the steps through their parts (`pay-form::part(copy-button)`) and these properties:
 *   --pay-qr-size        the QR code's width (default 14rem, never wider than the form)
 *   --pay-qr-color       its dark modules (default #000)
 *   --pay-qr-background  its light modules and quiet zone (default #fff)
 *   --pay-step-gap       space between a step's blocks (default .75rem)
 *   --pay-step-button-color  the copy and "Start again" buttons' text and border (default #1f4dd8)
 * Those buttons are secondary buttons (outlined): the page's own Pay button stays the one primary action. The code
 * boxes take the step's width and no more, so a long code scrolls inside its box, never the page.
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
[part~="pix-code"],[part~="boleto-code"]{box-sizing:border-box;width:100%;min-width:0;font:inherit;font-family:ui-monospace,monospace}
:host(:not([plain])) :is([part~="pix-code"],[part~="boleto-code"]){padding:.5rem .6rem;border:1px solid #8e8e93;border-radius:.45rem;background:#f6f6f8}
:host(:not([plain])) :is([part~="copy-button"],[part~="start-again"]){justify-self:start;font:inherit;font-weight:600;padding:.55rem 1rem;border:1px solid;border-radius:.45rem;color:var(--pay-step-button-color,#1f4dd8);background:#fff;cursor:pointer}
:host(:not([plain])) :is([part~="copy-button"],[part~="start-again"]):hover{background:#eef2fd}
[part~="boleto-line"]{display:flex;flex-wrap:wrap;gap:.2rem .6rem;font-family:ui-monospace,monospace}
[part~="boleto-line"] span{white-space:nowrap}
[part~="step-announcer"]{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
::slotted(form[inert]){opacity:.6}
`;
