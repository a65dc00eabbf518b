// <pc-submerchant-detail>: one submerchant — status, registration data, review actions, and its partners (pj),
// documents and addresses. Panels report changes with a `console-changed` event; this view reloads that part.
import { formatTaxId } from '../../shared/format';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { canEditRegistration } from 'pay-checkout/client';
import {
  asConsoleError,
  call,
  type Address,
  type ConsoleError,
  type DocumentRecord,
  type Partner,
  type Submerchant,
} from './api';
import { ConsoleElement } from './base';
import { formatDateTime, statusName, t, type Announcement, type Phrase } from './i18n';

const LOADING: Phrase = (words) => words.loading;
import { href, takeFlash } from './router';
import { badge, liveStatus, loadError } from './ui';

export type Part = 'submerchant' | 'partners' | 'documents' | 'addresses';
export interface ChangedDetail {
  parts: Part[];
  /** The submerchant record an action answered with, when there is one. */
  submerchant?: Submerchant;
}

export class SubmerchantDetail extends ConsoleElement {
  static override properties = {
    submerchantId: { attribute: false },
    submerchant: { state: true },
    partners: { state: true },
    documents: { state: true },
    addresses: { state: true },
    busy: { state: true },
    error: { state: true },
    announcement: { state: true },
  };

  submerchantId = '';
  private submerchant?: Submerchant;
  private partners: Partner[] = [];
  private documents: DocumentRecord[] = [];
  private addresses: Address[] = [];
  private busy = false;
  private error?: ConsoleError;
  private announcement: Announcement = '';

  constructor() {
    super();
    this.addEventListener('console-changed', (event) => {
      event.stopPropagation();
      const detail = (event as CustomEvent<ChangedDetail>).detail;
      if (detail.submerchant) this.submerchant = detail.submerchant;
      void this.load(detail.parts);
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('submerchantId') && this.submerchantId) {
      this.submerchant = undefined;
      this.partners = [];
      this.documents = [];
      this.addresses = [];
      this.announcement = takeFlash() ?? '';
      void this.load(['submerchant', 'partners', 'documents', 'addresses']);
    }
  }

  private async load(parts: Part[]): Promise<void> {
    const id = this.submerchantId;
    this.busy = true;
    this.error = undefined;
    if (!this.submerchant) this.announcement = this.announcement || LOADING;
    try {
      const wanted = new Set(parts);
      if (wanted.has('submerchant') || !this.submerchant) {
        const reply = await call<Submerchant>('GET', `/submerchants/${id}`);
        if (id !== this.submerchantId) return;
        this.submerchant = reply.data;
      }
      // Partners exist only on a pj.
      if (this.submerchant.entity_type === 'pf') wanted.delete('partners');
      const [partners, documents, addresses] = await Promise.all([
        wanted.has('partners') ? call<Partner[]>('GET', `/submerchants/${id}/partners`) : undefined,
        wanted.has('documents') ? call<DocumentRecord[]>('GET', `/submerchants/${id}/documents`) : undefined,
        wanted.has('addresses') ? call<Address[]>('GET', `/submerchants/${id}/addresses`) : undefined,
      ]);
      if (id !== this.submerchantId) return;
      if (partners) this.partners = partners.data;
      if (documents) this.documents = documents.data;
      if (addresses) this.addresses = addresses.data;
      if (this.announcement === LOADING) this.announcement = '';
    } catch (error) {
      if (id !== this.submerchantId) return;
      this.announcement = '';
      this.error = asConsoleError(error);
    } finally {
      this.busy = false;
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    const s = this.submerchant;
    return html`<section aria-labelledby="sm-detail-title" aria-busy=${this.busy ? 'true' : 'false'}>
      <div class="view-head">
        <h2 id="sm-detail-title" tabindex="-1">${s?.legal_name ?? text.submerchants}</h2>
        <a href=${href.submerchants}>${text.backToList}</a>
      </div>
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load(['submerchant', 'partners', 'documents', 'addresses']))}
      ${s ? this.body(s) : nothing}
    </section>`;
  }

  private body(s: Submerchant): TemplateResult {
    const text = t();
    const editable = canEditRegistration(s.status);
    return html`<p class="sm-status" role="status" aria-label=${text.submerchantStatus}>${text.status}: ${badge(s.status)}</p>
      <dl class="facts">
        <dt>${text.entityType}</dt><dd>${s.entity_type === 'pj' ? text.pj : text.pf}</dd>
        <dt>${text.taxId}</dt><dd>${formatTaxId(s.tax_id)}</dd>
        <dt>${text.tradeName}</dt><dd>${s.trade_name ?? text.none}</dd>
        <dt>${text.email}</dt><dd>${s.email}</dd>
        <dt>${text.mcc}</dt><dd>${s.mcc ?? text.none}</dd>
        <dt>${text.created}</dt><dd>${formatDateTime(s.created_at)}</dd>
        <dt>ID</dt><dd>${s.id}</dd>
      </dl>
      ${
        s.status === 'rejected' && s.rejection_reason
          ? html`<div class="rejection"><h3>${text.rejectionReason}</h3><p>${s.rejection_reason}</p></div>`
          : nothing
      }
      <pc-review-panel .submerchant=${s}></pc-review-panel>
      ${editable ? nothing : html`<p class="note">${text.editLocked} (${statusName(s.status)})</p>`}
      ${s.entity_type === 'pj' ? html`<pc-partners-panel .submerchant=${s} .partners=${this.partners} .editable=${editable}></pc-partners-panel>` : nothing}
      <pc-documents-panel .submerchant=${s} .partners=${this.partners} .documents=${this.documents} .editable=${editable}></pc-documents-panel>
      <pc-addresses-panel .submerchant=${s} .addresses=${this.addresses} .editable=${editable}></pc-addresses-panel>`;
  }
}
