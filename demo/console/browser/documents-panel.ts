// <pc-documents-panel>: supporting documents — the type comes from the entity type's table (partner types need a
// partner), the list shows every record, replaced ones included (`replaced_at`), each with its review status.
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import {
  COMPANY_DOCUMENT_TYPES,
  DOCUMENT_MIME_TYPES,
  INDIVIDUAL_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  isPartnerDocumentType,
  type DocumentTypeInfo,
} from 'pay-checkout/client';
import { asConsoleError, call, type DocumentRecord, type Partner, type Submerchant } from './api';
import { ConsoleElement, startAction, uid } from './base';
import {
  FormErrors,
  compact,
  fieldError,
  formData,
  integer,
  renderField,
  renderSummary,
  text,
  type Option,
} from './forms';
import { formatDateTime, t, type Announcement } from './i18n';
import { save, forgetOutcome } from './saving';
import type { ChangedDetail } from './submerchant-detail';
import { badge, liveStatus, scrollBox } from './ui';

const FIELDS = [
  'type',
  'legal_representative_id',
  'number',
  'file_url',
  'file_name',
  'file_size',
  'mime_type',
  'expires_at',
  'notes',
];

/** What the demo sends for a document: a file "hosted" at an example address. */
export function exampleDocument(type: string, legalRepresentativeId?: string) {
  // Named after the type as the console says it, so an example file reads in the operator's language.
  const words = t().documentTypes[type] ?? type;
  const name = `${words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
  return {
    type,
    file_url: `https://files.example.com/kyc/${legalRepresentativeId ? `${legalRepresentativeId.slice(0, 8)}/` : ''}${name}`,
    file_name: name,
    file_size: 184_320,
    mime_type: 'application/pdf',
    ...(legalRepresentativeId ? { legal_representative_id: legalRepresentativeId } : {}),
  };
}

export class DocumentsPanel extends ConsoleElement {
  static override properties = {
    submerchant: { attribute: false },
    partners: { attribute: false },
    documents: { attribute: false },
    editable: { attribute: false },
    busy: { state: true },
    announcement: { state: true },
    selectedType: { state: true },
  };

  submerchant?: Submerchant;
  partners: Partner[] = [];
  documents: DocumentRecord[] = [];
  editable = true;
  busy = false;
  announcement: Announcement = '';
  private selectedType = '';
  private formKey = 0;
  private readonly form = new FormErrors(this, uid('doc'));
  readonly forms = [this.form];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  private tables(): { label: string; types: readonly DocumentTypeInfo[] }[] {
    const text = t();
    return this.submerchant?.entity_type === 'pf'
      ? [{ label: text.individualDocuments, types: INDIVIDUAL_DOCUMENT_TYPES }]
      : [
          { label: text.companyDocuments, types: COMPANY_DOCUMENT_TYPES },
          { label: text.partnerDocuments, types: PARTNER_DOCUMENT_TYPES },
        ];
  }

  private typeLabel(type: string): string {
    return t().documentTypes[type] ?? type;
  }

  private currentType(): string {
    return this.selectedType || this.tables()[0].types[0].type;
  }

  private async send(submerchant: Submerchant, body: Record<string, unknown>): Promise<DocumentRecord> {
    const reply = await call<DocumentRecord>('POST', `/submerchants/${submerchant.id}/documents`, body);
    return reply.data;
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const { submerchant } = this;
    if (!submerchant || this.busy) return;
    const data = formData(event);
    const type = this.currentType();
    const body = compact({
      type,
      legal_representative_id: isPartnerDocumentType(type) ? text(data, 'legal_representative_id') : undefined,
      number: text(data, 'number'),
      file_url: text(data, 'file_url'),
      file_name: text(data, 'file_name'),
      file_size: integer(data, 'file_size'),
      mime_type: text(data, 'mime_type'),
      expires_at: text(data, 'expires_at'),
      notes: text(data, 'notes'),
    });
    await save(this, this.form, FIELDS, async () => {
      const record = await this.send(submerchant, body);
      this.formKey += 1;
      this.emit<ChangedDetail>('console-changed', { parts: ['documents'] });
      return (words) => words.documentAdded(this.typeLabel(record.type));
    });
  }

  /** Demo shortcut: every required document that has no current pending/approved record is sent with example values. */
  private async fillRequired(): Promise<void> {
    if (!this.submerchant || this.busy) return;
    const counts = (type: string, partnerId: string | null) =>
      this.documents.some(
        (d) =>
          !d.replaced_at &&
          d.type === type &&
          d.legal_representative_id === partnerId &&
          (d.status === 'pending' || d.status === 'approved'),
      );
    const missing: Record<string, unknown>[] = [];
    if (this.submerchant.entity_type === 'pf') {
      for (const info of INDIVIDUAL_DOCUMENT_TYPES)
        if (info.required && !counts(info.type, null)) missing.push(exampleDocument(info.type));
    } else {
      for (const info of COMPANY_DOCUMENT_TYPES)
        if (info.required && !counts(info.type, null)) missing.push(exampleDocument(info.type));
      for (const partner of this.partners) {
        for (const info of PARTNER_DOCUMENT_TYPES)
          if (info.required && !counts(info.type, partner.id)) missing.push(exampleDocument(info.type, partner.id));
      }
    }
    startAction(this);
    this.busy = true;
    this.form.clear();
    this.announcement = (words) => words.saving;
    let sent = 0;
    try {
      for (const body of missing) {
        await this.send(this.submerchant, body);
        sent += 1;
      }
      this.announcement = (words) => words.documentsFilled(sent);
    } catch (error) {
      this.announcement = '';
      await this.form.fail(asConsoleError(error), []);
    } finally {
      this.busy = false;
      if (sent > 0) this.emit<ChangedDetail>('console-changed', { parts: ['documents'] });
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section class="panel" aria-labelledby="documents-title">
      <h3 id="documents-title">${text.documents}</h3>
      ${liveStatus(this.announcement)}
      ${this.documents.length === 0 ? html`<p class="empty">${text.noDocuments}</p>` : this.table()}
      ${this.editable ? this.addForm() : nothing}
    </section>`;
  }

  private table(): TemplateResult {
    const text = t();
    const partnerName = (id: string | null) => (id ? (this.partners.find((p) => p.id === id)?.name ?? id) : text.none);
    return scrollBox(
      text.documents,
      html`<table class="console-table documents">
      <caption class="visually-hidden">${text.documents}</caption>
      <thead><tr><th scope="col">${text.documentType}</th><th scope="col">${text.partner}</th><th scope="col">${text.status}</th><th scope="col">${text.fileName}</th><th scope="col">${text.created}</th><th scope="col">${text.replacedAt}</th><th scope="col">${text.rejectionReason}</th></tr></thead>
      <tbody>
        ${this.documents.map(
          (d) => html`<tr class=${d.replaced_at ? 'replaced' : ''}>
            <td>${this.typeLabel(d.type)}</td>
            <td>${partnerName(d.legal_representative_id)}</td>
            <td>${badge(d.status)}</td>
            <td><a href=${d.file_url} rel="noreferrer noopener" target="_blank">${d.file_name}</a></td>
            <td>${formatDateTime(d.created_at)}</td>
            <td>${d.replaced_at ? formatDateTime(d.replaced_at) : text.current}</td>
            <td>${d.rejection_reason ?? text.none}</td>
          </tr>`,
        )}
      </tbody>
    </table>`,
    );
  }

  /** The document type, grouped by whose document it is; choosing one starts the form again with its example. */
  private typeField(type: string): TemplateResult {
    const text = t();
    const typeId = this.form.id('type');
    return html`<div class="field ${this.form.fields.has('type') ? 'has-error' : ''}">
      <label for=${typeId}>${text.documentType}</label>
      <select id=${typeId} name="type" aria-describedby=${this.form.fields.has('type') ? `${typeId}-error` : nothing}
        @change=${(event: Event) => {
          this.selectedType = (event.target as HTMLSelectElement).value;
          this.formKey += 1;
        }}>
        ${this.tables().map(
          (group) => html`<optgroup label=${group.label}>
            ${group.types.map((info) => html`<option value=${info.type} ?selected=${info.type === type}>${this.typeLabel(info.type)} (${info.required ? text.required : text.optional})</option>`)}
          </optgroup>`,
        )}
      </select>
      ${this.form.fields.has('type') ? html`<span class="field-error" id="${typeId}-error">${text.documentType} ${fieldError(this.form, 'type')}</span>` : nothing}
    </div>`;
  }

  /** A partner's document names its partner; with no partner yet, the operator is told to add one first. */
  private partnerField(): TemplateResult {
    const text = t();
    const partnerOptions: Option[] = [
      { value: '', label: text.choosePartner },
      ...this.partners.map((p) => ({ value: p.id, label: p.name })),
    ];
    if (!this.partners.length) return html`<p class="note">${text.addPartnerFirst}</p>`;
    return renderField(this.form, {
      name: 'legal_representative_id',
      label: text.partner,
      type: 'select',
      required: true,
      value: this.partners.length === 1 ? this.partners[0].id : '',
      options: partnerOptions,
    });
  }

  private addForm(): TemplateResult {
    const text = t();
    const type = this.currentType();
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(this.form, spec);
    const example = exampleDocument(type);
    return html`<form class="console-form" novalidate @submit=${this.onSubmit} aria-busy=${this.busy ? 'true' : 'false'}>
      ${renderSummary(this.form)}
      ${this.typeField(type)}
      ${isPartnerDocumentType(type) ? this.partnerField() : nothing}
      ${keyed(
        `${type}-${this.formKey}`,
        html`<div class="grid">
          ${f({ name: 'file_url', label: text.fileUrl, type: 'url', required: true, value: example.file_url, hint: text.documentFileHint })}
          ${f({ name: 'file_name', label: text.fileName, required: true, value: example.file_name })}
          ${f({ name: 'file_size', label: text.fileSize, type: 'number', required: true, value: example.file_size, inputmode: 'numeric' })}
          ${f({ name: 'mime_type', label: text.mimeType, type: 'select', required: true, value: example.mime_type, options: DOCUMENT_MIME_TYPES.map((m) => ({ value: m, label: text.mimeTypeNames[m] ?? m })) })}
          ${f({ name: 'number', label: text.documentNumber })}
          ${f({ name: 'expires_at', label: text.expiresAt, type: 'date' })}
          ${f({ name: 'notes', label: text.notes, type: 'textarea' })}
        </div>`,
      )}
      <div class="actions">
        <button type="submit" ?disabled=${this.busy}>${text.addDocument}</button>
        <button type="button" class="secondary" ?disabled=${this.busy} aria-describedby="fill-docs-hint" @click=${() => void this.fillRequired()}>${text.fillDocuments}</button>
      </div>
      <p class="hint" id="fill-docs-hint">${text.fillDocumentsHint}</p>
    </form>`;
  }
}
