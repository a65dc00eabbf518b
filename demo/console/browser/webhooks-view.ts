// <pc-webhooks>: creates a webhook endpoint with the sandbox control and shows it as read back through
// GET /v1/postbacks/endpoints/{id} — `has_secret` only. A secret the sandbox made (`secret: true`) is shown this once,
// for the operator to copy; a secret the operator typed is never shown back.
import { html, nothing, type TemplateResult } from 'lit';
import { CHARGE_EVENT_TYPES } from 'pay-checkout/client';
import { call, type WebhookEndpoint } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, formData, renderField, renderSummary, text } from './forms';
import { formatDateTime, statusName, t, type Announcement } from './i18n';
import { save, forgetOutcome } from './saving';
import { liveStatus } from './ui';

type SecretMode = 'made' | 'own' | 'none';
const SECRET_MODES: readonly SecretMode[] = ['made', 'own', 'none'];

/** `secret` of the create body: `true` to have one made, the typed one, or nothing (deliveries unsigned). */
function secretOf(mode: SecretMode, typed: string | undefined): { secret?: string | true } {
  if (mode === 'made') return { secret: true };
  if (mode === 'own') return { secret: typed ?? '' };
  return {};
}

export class WebhooksView extends ConsoleElement {
  static override properties = {
    endpoint: { state: true },
    madeSecret: { state: true },
    secretMode: { state: true },
    busy: { state: true },
    announcement: { state: true },
  };

  private endpoint?: WebhookEndpoint;
  /** The secret the sandbox made for the endpoint just created: shown until another action, never stored. */
  private madeSecret?: string;
  private secretMode: SecretMode = 'made';
  busy = false;
  announcement: Announcement = '';
  private readonly createForm = new FormErrors(this, uid('webhook'));
  private readonly readForm = new FormErrors(this, uid('webhook-read'), false);
  readonly forms = [this.createForm, this.readForm];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  private async onCreate(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const form = event.target as HTMLFormElement;
    const data = formData(event);
    const body = {
      url: text(data, 'url') ?? '',
      events: data.getAll('events').map(String),
      ...secretOf(this.secretMode, text(data, 'secret')),
    };
    this.madeSecret = undefined;
    await save(this, this.createForm, ['url', 'events', 'secret'], async () => {
      const reply = await call<WebhookEndpoint & { secret?: string }>('POST', '/webhook-endpoints', body);
      const { secret, ...endpoint } = reply.data;
      this.endpoint = endpoint;
      this.madeSecret = secret;
      // The secret is not kept in the page once it has been sent.
      const secretInput = form.elements.namedItem('secret');
      if (secretInput instanceof HTMLInputElement) secretInput.value = '';
      return (words) => words.endpointCreated;
    });
  }

  private async onRead(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const id = text(formData(event), 'id') ?? '';
    await save(
      this,
      this.readForm,
      ['id'],
      async () => {
        // Whatever was shown is not the endpoint asked for: a failed read shows none.
        this.endpoint = undefined;
        this.madeSecret = undefined;
        this.endpoint = (await call<WebhookEndpoint>('GET', `/webhook-endpoints/${encodeURIComponent(id)}`)).data;
        return (words) => words.endpointRead;
      },
      { pending: (words) => words.loading },
    );
  }

  protected override render(): TemplateResult {
    const text = t();
    const eventsError = this.createForm.fields.get('events');
    const eventsErrorId = `${this.createForm.id('events')}-error`;
    return html`<section class="panel" aria-labelledby="webhook-title">
      <h3 id="webhook-title">${text.webhook}</h3>
      <p class="hint">${text.webhookIntro}</p>
      <form class="console-form" novalidate @submit=${this.onCreate} aria-busy=${this.busy ? 'true' : 'false'}>
        ${renderSummary(this.createForm)}
        ${renderField(this.createForm, { name: 'url', label: text.endpointUrl, type: 'url', required: true, value: 'https://shop.example/webhooks/pay' })}
        <fieldset class="choice ${eventsError ? 'has-error' : ''}" aria-describedby=${eventsError ? eventsErrorId : nothing}>
          <legend>${text.events}</legend>
          ${CHARGE_EVENT_TYPES.map(
            (name, i) =>
              html`<label class="inline"><input type="checkbox" name="events" value=${name} ?checked=${i < 2} id=${i === 0 ? this.createForm.id('events') : nothing} /> ${t().eventNames[name] ?? name}</label>`,
          )}
          ${eventsError ? html`<span class="field-error" id=${eventsErrorId}>${text.events} ${eventsError}</span>` : nothing}
        </fieldset>
        ${this.secretChoice()}
        <button type="submit" ?disabled=${this.busy}>${text.createEndpoint}</button>
      </form>
      ${liveStatus(this.announcement)}
      ${this.madeSecret ? this.madeSecretBox(this.madeSecret) : nothing}
      ${this.endpoint ? this.readBack(this.endpoint) : nothing}
      <form class="console-form inline-grid" novalidate @submit=${this.onRead}>
        ${renderSummary(this.readForm)}
        ${renderField(this.readForm, { name: 'id', label: text.endpointId, required: true, value: this.endpoint?.id ?? '' })}
        <button type="submit" class="secondary" ?disabled=${this.busy}>${text.readEndpoint}</button>
      </form>
    </section>`;
  }

  private secretChoice(): TemplateResult {
    const text = t();
    const label: Record<SecretMode, string> = { made: text.secretMade, own: text.secretOwn, none: text.secretNone };
    return html`<fieldset class="choice">
        <legend>${text.secret}</legend>
        ${SECRET_MODES.map(
          (mode) =>
            html`<label class="inline"><input type="radio" name="secret_mode" value=${mode} .checked=${this.secretMode === mode} @change=${() => (this.secretMode = mode)} /> <span>${label[mode]}</span></label>`,
        )}
      </fieldset>
      ${
        this.secretMode === 'own'
          ? renderField(this.createForm, {
              name: 'secret',
              label: text.ownSecret,
              type: 'password',
              autocomplete: 'new-password',
              required: true,
              hint: text.ownSecretHint,
            })
          : nothing
      }`;
  }

  private madeSecretBox(secret: string): TemplateResult {
    const text = t();
    return html`<section class="panel made-secret" aria-labelledby="made-secret-title">
      <h4 id="made-secret-title">${text.madeSecretTitle}</h4>
      <p><code class="secret">${secret}</code></p>
      <p class="hint">${text.madeSecretHint}</p>
    </section>`;
  }

  private readBack(endpoint: WebhookEndpoint): TemplateResult {
    const text = t();
    return html`<section class="panel" aria-labelledby="webhook-read-title">
      <h4 id="webhook-read-title">${text.readBack}</h4>
      <dl class="facts">
        <dt>${text.id}</dt><dd>${endpoint.id}</dd>
        <dt>${text.endpointUrl}</dt><dd>${endpoint.url}</dd>
        <dt>${text.events}</dt><dd>${endpoint.events.map((name) => text.eventNames[name] ?? name).join(', ')}</dd>
        <dt>${text.status}</dt><dd>${statusName(endpoint.status)}</dd>
        <dt>${text.hasSecret}</dt><dd>${endpoint.has_secret ? text.secretSet : text.secretUnset}</dd>
        <dt>${text.created}</dt><dd>${formatDateTime(endpoint.created_at)}</dd>
        <dt>${text.updated}</dt><dd>${formatDateTime(endpoint.updated_at)}</dd>
      </dl>
    </section>`;
  }
}
