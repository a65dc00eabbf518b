import { formControls } from '../../interface/browser/dom';
import { blocksSubmit, type PayFormState } from '../core/state-machine';

type Control = HTMLElement & { disabled: boolean; type?: string };

/**
 * The form's controls as the state allows: while a payment is in progress (`submitting`, `redirecting`, a rate-limit
 * wait) none can be edited, so what the buyer sees is what is being paid; after a success none either, until
 * `reset()`: the form shows what was paid, and a changed name, method or installment count would pay nothing.
 * Disabled rather than `inert`: a disabled control is still read out (as unavailable), an inert
 * form would vanish for screen readers, with the merchant's own status text in it. Only the controls enabled here are
 * restored: the merchant's own disabled ones stay so.
 */
export class BusyForm {
  private disabled = new Set<Control>();

  reflect(form: HTMLFormElement | null, state: PayFormState): void {
    const locked = blocksSubmit(state) || state === 'succeeded';
    const controls = form ? (formControls(form) as Control[]).filter(isDisablable) : [];
    for (const control of this.disabled) {
      if (!controls.includes(control) || !locked) control.disabled = false;
    }
    this.disabled = new Set([...this.disabled].filter((control) => control.disabled));
    for (const control of controls) {
      if (control.disabled || !locked) continue;
      control.disabled = true;
      this.disabled.add(control);
    }
  }
}

function isDisablable(element: Element): element is Control {
  // A fieldset's own controls are listed too: disabling it as well would hide which ones the merchant disabled.
  return 'disabled' in element && element.localName !== 'fieldset';
}
