// <pc-addresses-panel>: addresses — add, edit partially (only the changed fields are sent), delete; the
// primary one is marked.
import { formatCep } from '../../shared/format';
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { call, type Address, type Submerchant } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, checked, compact, formData, renderField, renderSummary, text } from './forms';
import { t, type Announcement } from './i18n';
import { save, forgetOutcome } from './saving';
import type { ChangedDetail } from './submerchant-detail';
import { liveStatus } from './ui';

const TEXT_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'zip_code', 'country'] as const;
const FIELDS = ['type', ...TEXT_FIELDS, 'is_primary'];
const EXAMPLE = {
  type: 'both',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Sala 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01310-200',
  country: 'BR',
  is_primary: false,
};

export class AddressesPanel extends ConsoleElement {
  static override properties = {
    submerchant: { attribute: false },
    addresses: { attribute: false },
    editable: { attribute: false },
    busy: { state: true },
    announcement: { state: true },
    editing: { state: true },
  };

  submerchant?: Submerchant;
  addresses: Address[] = [];
  editable = true;
  busy = false;
  announcement: Announcement = '';
  /** The id of the address being edited. */
  private editing?: string;
  private formKey = 0;
  private readonly addForm = new FormErrors(this, uid('address-new'));
  private readonly editForm = new FormErrors(this, uid('address-edit'));
  readonly forms = [this.addForm, this.editForm];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  /** A change to this submerchant's addresses (`work` is given their path), announced; the detail view reloads what it shows. */
  private change(form: FormErrors, work: (addresses: string) => Promise<Announcement>): Promise<boolean> {
    const { submerchant } = this;
    if (!submerchant) return Promise.resolve(false);
    return save(this, form, FIELDS, async () => {
      const announcement = await work(`/submerchants/${submerchant.id}/addresses`);
      this.emit<ChangedDetail>('console-changed', { parts: ['addresses'] });
      return announcement;
    });
  }

  private async onAdd(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = formData(event);
    const body = compact({
      type: text(data, 'type'),
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(data, name)])),
      is_primary: checked(data, 'is_primary'),
    });
    const done = await this.change(this.addForm, async (addresses) => {
      await call<Address>('POST', addresses, body);
      return (words) => words.addressAdded;
    });
    if (done) this.formKey += 1;
  }

  private async onEdit(event: SubmitEvent, address: Address): Promise<void> {
    event.preventDefault();
    const data = formData(event);
    // Only what changed: an emptied optional field is sent as null (cleared).
    const changes: Record<string, unknown> = {};
    const type = text(data, 'type') ?? null;
    if (type !== address.type) changes.type = type;
    for (const name of TEXT_FIELDS) {
      const value = text(data, name) ?? null;
      if (value !== (address[name] ?? null)) changes[name] = value;
    }
    const primary = checked(data, 'is_primary');
    if (primary !== address.is_primary) changes.is_primary = primary;
    if (Object.keys(changes).length === 0) {
      this.announcement = (words) => words.nothingChanged;
      this.editing = undefined;
      return;
    }
    const done = await this.change(this.editForm, async (addresses) => {
      await call<Address>('PATCH', `${addresses}/${address.id}`, changes);
      return (words) => words.addressUpdated;
    });
    if (done) this.editing = undefined;
  }

  private async deleteAddress(address: Address): Promise<void> {
    await this.change(this.addForm, async (addresses) => {
      await call<Address>('DELETE', `${addresses}/${address.id}`);
      if (this.editing === address.id) this.editing = undefined;
      return (words) => words.addressDeleted;
    });
  }

  private startEditing(address: Address): void {
    this.editing = address.id;
    this.editForm.clear();
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(`#${this.editForm.id('street')}`)?.focus());
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section class="panel" aria-labelledby="addresses-title">
      <h3 id="addresses-title">${text.addresses}</h3>
      ${liveStatus(this.announcement)}
      ${
        this.addresses.length === 0
          ? html`<p class="empty">${text.noAddresses}</p>`
          : html`<ol class="address-list">
            ${this.addresses.map((address, index) => this.item(address, index + 1))}
          </ol>`
      }
      ${
        this.editable
          ? html`<form class="console-form" novalidate @submit=${this.onAdd} aria-busy=${this.busy ? 'true' : 'false'}>
            <h4>${text.addAddress}</h4>
            ${renderSummary(this.addForm)} ${keyed(this.formKey, this.fields(this.addForm, { ...EXAMPLE, is_primary: this.addresses.length === 0 }))}
            <button type="submit" ?disabled=${this.busy}>${text.addAddress}</button>
          </form>`
          : nothing
      }
    </section>`;
  }

  private item(address: Address, n: number): TemplateResult {
    const text = t();
    if (this.editing === address.id) {
      return html`<li class="address editing">
        <form class="console-form" novalidate @submit=${(event: SubmitEvent) => this.onEdit(event, address)}>
          <p class="hint">${text.editingAddress(n)}</p>
          ${renderSummary(this.editForm)} ${this.fields(this.editForm, { ...address })}
          <div class="actions">
            <button type="submit" ?disabled=${this.busy}>${text.saveAddress}</button>
            <button type="button" class="secondary" @click=${() => (this.editing = undefined)}>${text.cancel}</button>
          </div>
        </form>
      </li>`;
    }
    return html`<li class="address">
      <p>
        ${address.is_primary ? html`<strong class="badge badge-primary">${text.primary}</strong>` : nothing}
        ${address.type ? html`<span class="hint">${text.addressTypes[address.type] ?? address.type}</span>` : nothing}
      </p>
      <p>${address.street}, ${address.number}${address.complement ? ` — ${address.complement}` : ''}<br />${address.neighborhood}, ${address.city} / ${address.state} · ${formatCep(address.zip_code)} · ${address.country}</p>
      ${
        this.editable
          ? html`<div class="actions">
            <button type="button" class="secondary small" ?disabled=${this.busy} @click=${() => this.startEditing(address)}>${text.editAddress(n)}</button>
            <button type="button" class="danger small" ?disabled=${this.busy} @click=${() => void this.deleteAddress(address)}>${text.deleteAddress(n)}</button>
          </div>`
          : nothing
      }
    </li>`;
  }

  private fields(form: FormErrors, v: Record<string, unknown>): TemplateResult {
    const text = t();
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(form, spec);
    return html`<div class="grid">
      ${f({ name: 'type', label: text.addressType, type: 'select', value: (v.type as string) ?? '', options: [{ value: '', label: text.none }, ...['billing', 'shipping', 'both'].map((a) => ({ value: a, label: text.addressTypes[a] }))] })}
      ${f({ name: 'street', label: text.street, required: true, value: v.street as string, autocomplete: 'address-line1' })}
      ${f({ name: 'number', label: text.number, required: true, value: v.number as string })}
      ${f({ name: 'complement', label: text.complement, value: v.complement as string, autocomplete: 'address-line2' })}
      ${f({ name: 'neighborhood', label: text.neighborhood, required: true, value: v.neighborhood as string })}
      ${f({ name: 'city', label: text.city, required: true, value: v.city as string, autocomplete: 'address-level2' })}
      ${f({ name: 'state', label: text.state, required: true, value: v.state as string, maxlength: 2, autocomplete: 'address-level1' })}
      ${f({ name: 'zip_code', label: text.zipCode, required: true, value: v.zip_code as string, autocomplete: 'postal-code', inputmode: 'numeric' })}
      ${f({ name: 'country', label: text.country, value: (v.country as string) ?? 'BR', maxlength: 2, autocomplete: 'country' })}
      ${f({ name: 'is_primary', label: text.isPrimary, type: 'checkbox', checked: Boolean(v.is_primary) })}
    </div>`;
  }
}
