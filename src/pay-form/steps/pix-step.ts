/**
 * The Pix step of `<pay-form>` (docs/service.md, "Pix and boleto"), loaded on demand with `import()` so the card path
 * does not carry it or the QR encoder. Built with DOM calls and text only (no HTML strings; the QR is SVG elements),
 * so it runs under a strict CSP and Trusted Types.
 *
 * Parts: pix-step, step-title, pix-amount, pix-qr, pix-code-label, pix-code, copy-button, copy-status, pix-timer,
 * pix-offline, step-subtitle, pix-how-to; custom properties in STEP_CSS (./step-styles).
 */
import { correction, generate } from 'lean-qr/nano';
import type { PayFormLocale } from '../core/messages';
import { copyControls } from './copy';
import { html, svg, uniqueId, type StepView } from '../core/step-dom';
import { amountLine, stepText } from './step-texts';
import { PIX_EXPIRES_IN } from '../../interface/charge-values';
import { timeLeftMs } from '../../interface/time-left';

export interface PixStepOptions {
  /** `payment_fields.pix.qr_code`: the BR Code ("copia e cola"). */
  qrCode: string;
  /** How long the code had left at `readAt`, by the service's clock (`pixTimeLeftMs`); none: no time shown. */
  timeLeftMs?: number;
  /** When the reply came, on the page's monotonic clock (`performance.now()`). */
  readAt: number;
  /** The charge's amount in cents; the amount line is left out when the reply had none. */
  amountInCents?: number;
  locale: PayFormLocale;
  /** Called once when the time runs out (the status poller has the last word on the charge). */
  onExpire?: () => void;
}

/** The standard's quiet zone around a QR code, in modules. */
const QUIET_ZONE = 4;
const SECOND_MS = 1000;

/** One SVG path for the dark modules, a rectangle per horizontal run (far fewer nodes than one per module). */
function qrSvg(document: Document, text: string, label: string): SVGElement {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let d = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      const start = x;
      while (x + 1 < code.size && code.get(x + 1, y)) x++;
      d += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  }
  const side = code.size + 2 * QUIET_ZONE;
  const image = svg(document, 'svg', {
    part: 'pix-qr',
    role: 'img',
    'aria-label': label,
    viewBox: `${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`,
    'shape-rendering': 'crispEdges',
  });
  image.append(
    svg(document, 'rect', {
      x: String(-QUIET_ZONE),
      y: String(-QUIET_ZONE),
      width: String(side),
      height: String(side),
      fill: '#fff',
    }),
    svg(document, 'path', { d, fill: '#000' }),
  );
  return image;
}

/** The longest a Pix code lives (docs/service.md, "Pix and boleto"): a longer time left is a clock's error. */
const MAX_PIX_LIFETIME_MS = PIX_EXPIRES_IN.max * 1000;

/** How long a Pix code has left, by the service's times (src/interface/time-left.ts). */
export const pixTimeLeftMs = (expiresAt: string, createdAt: unknown, replyDate: string | null): number | undefined =>
  timeLeftMs(expiresAt, createdAt, replyDate, MAX_PIX_LIFETIME_MS);

/** "mm:ss", or "h:mm:ss" from an hour up (a Pix code may last a day). */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND_MS));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(total % 60)}` : `${two(minutes)}:${two(total % 60)}`;
}

export function renderPixStep(document: Document, options: PixStepOptions): StepView {
  const text = stepText(options.locale);
  const id = uniqueId('pay-pix-code');
  const field = html(document, 'input', {
    id,
    part: 'pix-code',
    readonly: '',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  field.value = options.qrCode;

  const clock = html(document, 'span', { role: 'timer' });
  const timer = html(document, 'p', { part: 'pix-timer' }, [`${text.timeLeft}: `, clock]);
  const view = document.defaultView;
  let ticker: number | undefined;
  // Counted on the monotonic clock, never the device's date: a device clock off by an hour shows the same time left.
  const tick = () => {
    const { timeLeftMs } = options;
    const left = timeLeftMs === undefined ? NaN : timeLeftMs - (performance.now() - options.readAt);
    if (Number.isNaN(left) || left > 0) {
      clock.textContent = Number.isNaN(left) ? '' : formatTimeLeft(left);
      return;
    }
    view?.clearInterval(ticker);
    ticker = undefined;
    timer.textContent = text.pixExpired;
    options.onExpire?.();
  };
  ticker = view ? view.setInterval(tick, SECOND_MS) : undefined;
  tick();

  const element = html(document, 'section', { part: 'pix-step', 'aria-label': text.pixTitle }, [
    html(document, 'h2', { part: 'step-title' }, [text.pixTitle]),
    ...amountLine(document, 'pix-amount', options.amountInCents, options.locale),
    qrSvg(document, options.qrCode, text.qrLabel),
    html(document, 'label', { for: id, part: 'pix-code-label' }, [text.pixCode]),
    field,
    ...copyControls(document, field, options.qrCode, {
      label: text.copyCode,
      copied: text.codeCopied,
      copyManually: text.copyManually,
    }),
    timer,
    // Hidden until the charge's status cannot be read: written by the step that follows it (./shown-step).
    html(document, 'p', { part: 'pix-offline', role: 'status', hidden: '' }),
    html(document, 'h3', { part: 'step-subtitle' }, [text.howToPay]),
    html(
      document,
      'ol',
      { part: 'pix-how-to' },
      text.pixSteps.map((step) => html(document, 'li', {}, [step])),
    ),
  ]);
  return {
    element,
    destroy() {
      view?.clearInterval(ticker);
      ticker = undefined;
    },
  };
}
