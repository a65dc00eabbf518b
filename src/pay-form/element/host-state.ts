import { isBusy, type PayFormState } from '../core/state-machine';
import type { StatusView } from '../core/status';
import type { CardBrand } from '../../interface/card';
import { BusyForm } from './busy-form';

/**
 * The submission's state mirrored on the host: `aria-busy`, the form's controls (./busy-form), the live region's
 * progress, and the custom states (the state and the card brand) a page styles with `:state(…)`.
 */
export class HostState {
  private readonly busyForm = new BusyForm();
  private internals?: ElementInternals;

  constructor(private readonly host: HTMLElement & { readonly form: HTMLFormElement | null }) {
    try {
      this.internals = host.attachInternals();
    } catch {
      // No ElementInternals: custom states are a theming nicety, everything else works.
    }
  }

  reflect(state: PayFormState, status: Pick<StatusView, 'reflect'>, brand: CardBrand | null): void {
    const { host } = this;
    if (isBusy(state)) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
    this.busyForm.reflect(host.form, state);
    status.reflect(state);
    const states = this.internals?.states;
    if (!states) return;
    states.clear();
    for (const name of brand ? [state, `brand-${brand}`] : [state]) {
      try {
        states.add(name);
      } catch {
        // Chromium before 125 only accepts the dashed form (`:--submitting`).
        states.add(`--${name}`);
      }
    }
  }
}
