// <pc-partners-panel>: a pj's partners (legal representatives) — list, add or update (upsert by document),
// delete (their documents go with them).
import { formatTaxId } from '../../shared/format';
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { call, type Partner, type Submerchant } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, checked, compact, decimal, formData, renderField, renderSummary, text } from './forms';
import { t, type Announcement } from './i18n';
import { save, forgetOutcome } from './saving';
import type { ChangedDetail } from './submerchant-detail';
import { punctuateTaxId, randomCnpj, randomCpf, TAX_ID_INPUT } from './tax-id';
import { liveStatus, scrollBox } from './ui';

const ROLES = ['legal_representative', 'individual_owner', 'corporate_owner', 'admin'];
const QUALIFICATIONS = ['DIRECTOR', 'ADMIN', 'OWNER', 'OWNER-ADMIN', 'ATTORNEY'];
const FIELDS = [
  'name',
  'document',
  'entity_type',
  'legal_name',
  'birth_date',
  'mother_name',
  'email',
  'phone',
  'role',
  'qualification',
  'participation_percentage',
  'is_admin',
];

export class PartnersPanel extends ConsoleElement {
  static override properties = {
    submerchant: { attribute: false },
    partners: { attribute: false },
    editable: { attribute: false },
    busy: { state: true },
    announcement: { state: true },
    partnerType: { state: true },
  };

  submerchant?: Submerchant;
  partners: Partner[] = [];
  editable = true;
  busy = false;
  announcement: Announcement = '';
  private partnerType: 'pf' | 'pj' = 'pf';
  private formKey = 0;
  private example = randomCpf();
  private readonly form = new FormErrors(this, uid('partner'));
  readonly forms = [this.form];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  private setPartnerType(type: 'pf' | 'pj'): void {
    this.partnerType = type;
    // A company partner's example is an alphanumeric CNPJ, the kind the Receita issues since July 2026.
    this.example = type === 'pf' ? randomCpf() : randomCnpj({ alphanumeric: true });
    this.formKey += 1;
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const s = this.submerchant;
    if (!s || this.busy) return;
    const data = formData(event);
    const pj = this.partnerType === 'pj';
    const body = compact({
      name: text(data, 'name'),
      document: text(data, 'document'),
      entity_type: this.partnerType,
      legal_name: pj ? text(data, 'legal_name') : undefined,
      birth_date: text(data, 'birth_date'),
      mother_name: pj ? undefined : text(data, 'mother_name'),
      email: text(data, 'email'),
      phone: text(data, 'phone'),
      role: text(data, 'role'),
      qualification: text(data, 'qualification'),
      participation_percentage: decimal(data, 'participation_percentage'),
      is_admin: checked(data, 'is_admin'),
    });
    await save(this, this.form, FIELDS, async () => {
      const reply = await call<Partner>('POST', `/submerchants/${s.id}/partners`, body);
      // A fresh example document for the next partner.
      this.setPartnerType(this.partnerType);
      this.emit<ChangedDetail>('console-changed', { parts: ['partners'] });
      const name = reply.data.name;
      return reply.status === 201 ? (words) => words.partnerAdded(name) : (words) => words.partnerUpdated(name);
    });
  }

  private async deletePartner(partner: Partner): Promise<void> {
    const s = this.submerchant;
    if (!s) return;
    await save(this, this.form, [], async () => {
      const reply = await call<Partner & { deleted_document_ids: string[] }>(
        'DELETE',
        `/submerchants/${s.id}/partners/${partner.id}`,
      );
      this.emit<ChangedDetail>('console-changed', { parts: ['partners', 'documents'] });
      const documents = reply.data.deleted_document_ids?.length ?? 0;
      return (words) => words.partnerDeleted(partner.name, documents);
    });
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section class="panel" aria-labelledby="partners-title">
      <h3 id="partners-title">${text.partners}</h3>
      ${liveStatus(this.announcement)}
      ${
        this.partners.length === 0
          ? html`<p class="empty">${text.noPartners}</p>`
          : scrollBox(
              text.partners,
              html`<table class="console-table">
            <caption class="visually-hidden">${text.partners}</caption>
            <thead><tr><th scope="col">${text.partnerName}</th><th scope="col">${text.document}</th><th scope="col">${text.role}</th><th scope="col">${text.qualification}</th><th scope="col">${text.participation}</th><th scope="col">${text.isAdmin}</th>${this.editable ? html`<th scope="col"><span class="visually-hidden">${text.delete}</span></th>` : nothing}</tr></thead>
            <tbody>
              ${this.partners.map(
                (p) => html`<tr>
                  <td>${p.name}</td>
                  <td class="nowrap">${formatTaxId(p.document)}</td>
                  <td>${p.role ? (text.roles[p.role] ?? p.role) : text.none}</td>
                  <td>${p.qualification ? (text.qualifications[p.qualification] ?? p.qualification) : text.none}</td>
                  <td>${p.participation_percentage ?? text.none}</td>
                  <td>${p.is_admin ? text.yes : text.no}</td>
                  ${
                    this.editable
                      ? html`<td><button type="button" class="danger small" ?disabled=${this.busy} aria-label=${text.deletePartner(p.name)} @click=${() => void this.deletePartner(p)}>${text.delete}</button></td>`
                      : nothing
                  }
                </tr>`,
              )}
            </tbody>
          </table>`,
            )
      }
      ${this.editable ? this.addForm() : nothing}
    </section>`;
  }

  private addForm(): TemplateResult {
    const text = t();
    const pj = this.partnerType === 'pj';
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(this.form, spec);
    return html`<form class="console-form" novalidate @submit=${this.onSubmit} aria-busy=${this.busy ? 'true' : 'false'}>
      ${renderSummary(this.form)}
      <p class="hint">${text.upsertHint}</p>
      ${f({
        name: 'entity_type',
        label: text.partnerEntityType,
        type: 'select',
        value: this.partnerType,
        options: [
          { value: 'pf', label: text.partnerPf },
          { value: 'pj', label: text.partnerPj },
        ],
        onChange: (event) => this.setPartnerType((event.target as HTMLSelectElement).value === 'pj' ? 'pj' : 'pf'),
      })}
      ${keyed(
        this.formKey,
        html`<div class="grid">
          ${f({ name: 'name', label: text.partnerName, required: true, value: pj ? 'Carlos Mendes' : 'João Pereira da Silva' })}
          ${f({ name: 'document', label: text.document, required: true, value: this.example, ...TAX_ID_INPUT, onChange: punctuateTaxId })}
          ${pj ? f({ name: 'legal_name', label: text.partnerLegalName, value: 'Mendes Participações Ltda' }) : nothing}
          ${f({ name: 'birth_date', label: text.birthDate, type: 'date', value: pj ? '' : '1984-07-21' })}
          ${pj ? nothing : f({ name: 'mother_name', label: text.motherName, value: 'Rita Pereira da Silva' })}
          ${f({ name: 'email', label: text.email, type: 'email', value: pj ? 'carlos@mendes.example' : 'joao.silva@example.com' })}
          ${f({ name: 'phone', label: text.phone, type: 'tel', value: '+55 11 91234-5678' })}
          ${f({
            name: 'role',
            label: text.role,
            type: 'select',
            value: pj ? 'corporate_owner' : 'legal_representative',
            options: [{ value: '', label: text.none }, ...ROLES.map((r) => ({ value: r, label: text.roles[r] }))],
          })}
          ${f({ name: 'qualification', label: text.qualification, type: 'select', value: 'OWNER-ADMIN', options: [{ value: '', label: text.none }, ...QUALIFICATIONS.map((q) => ({ value: q, label: text.qualifications[q] }))] })}
          ${f({ name: 'participation_percentage', label: text.participation, type: 'number', value: 100, inputmode: 'decimal' })}
          ${f({ name: 'is_admin', label: text.isAdmin, type: 'checkbox', checked: !pj })}
        </div>`,
      )}
      <button type="submit" ?disabled=${this.busy}>${text.savePartner}</button>
    </form>`;
  }
}
