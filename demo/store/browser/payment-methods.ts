// The checkout's method choice: only the chosen method's panel is shown, and the others' inputs are disabled, so the
// browser neither checks them nor sends them (a card-only `required` input must not stop a Pix, and back).
const PANEL = '.method-panel[data-methods]';

export function followMethodChoice(form: HTMLFormElement): void {
  const show = () => {
    const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? 'credit_card';
    for (const panel of form.querySelectorAll<HTMLElement>(PANEL)) {
      const on = (panel.dataset.methods ?? '').split(' ').includes(chosen);
      panel.hidden = !on;
      for (const control of panel.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
        control.disabled = !on;
    }
  };
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement | null)?.name === 'payment_method') show();
  });
  // After a reload the browser may restore another choice than the page's default.
  show();
}
