/**
 * What the element shows in place of its form's next step, beyond the Pix and boleto steps themselves: the step a
 * reply asks for, the paid state once a Pix is captured, and the "Start again" button after it expired or failed.
 * Loaded on demand with the steps; DOM calls and text only.
 */
import type { PayFormLocale } from '../core/messages';
import { renderBoletoStep } from './boleto-step';
import { pixTimeLeftMs, renderPixStep } from './pix-step';
import { html, type StepView } from '../core/step-dom';
import type { StepReply } from './step-reply';
import { stepText } from './step-texts';

/** The step for a reply, Pix or boleto. When a Pix's time runs out its charge's status, not its clock, ends it. */
export function renderStep(document: Document, step: StepReply, locale: PayFormLocale): StepView {
  // The reply's fields are named as the steps' options.
  if (step.method === 'boleto') return renderBoletoStep(document, { ...step, locale });
  const timeLeftMs = pixTimeLeftMs(step.expiresAt, step.createdAt, step.replyDate);
  return renderPixStep(document, { ...step, timeLeftMs, locale });
}

const still = (element: HTMLElement): StepView => ({ element, destroy() {} });

/** The paid state: a heading (focused by the element) and a sentence. Parts: step-outcome, step-title, step-text. */
export function renderPaid(document: Document, locale: PayFormLocale): StepView {
  const text = stepText(locale);
  return still(
    html(document, 'section', { part: 'step-outcome' }, [
      html(document, 'h2', { part: 'step-title' }, [text.paidTitle]),
      html(document, 'p', { part: 'step-text' }, [text.paidText]),
    ]),
  );
}

/** After an expired or failed charge (its sentence is in the element's status): the button that resets the element. */
export function renderStartAgain(document: Document, locale: PayFormLocale, onStartAgain: () => void): StepView {
  const button = html(document, 'button', { type: 'button', part: 'start-again' }, [stepText(locale).startAgain]);
  button.addEventListener('click', onStartAgain);
  return still(html(document, 'div', { part: 'step-outcome' }, [button]));
}
