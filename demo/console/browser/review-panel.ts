// <pc-review-panel>: the submerchant's review actions for its current status — submit for review; approve or
// reject with a reason (sandbox controls playing the operator); request resubmission after a rejection.
import { html, nothing, type TemplateResult } from 'lit';
import { call, type Submerchant } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, formData, renderField, renderSummary, text } from './forms';
import { statusName, t, type Announcement, type Phrase } from './i18n';
import { save, forgetOutcome } from './saving';
import type { ChangedDetail } from './submerchant-detail';
import { liveStatus } from './ui';

type Action = 'submit-for-review' | 'approve' | 'reject' | 'request-resubmission';

/** What each action says once done. */
const DONE: Record<Action, Phrase> = {
  'submit-for-review': (words) => words.submitted,
  approve: (words) => words.approved,
  reject: (words) => words.rejected,
  'request-resubmission': (words) => words.resubmissionRequested,
};

export class ReviewPanel extends ConsoleElement {
  static override properties = {
    submerchant: { attribute: false },
    busy: { state: true },
    announcement: { state: true },
  };

  submerchant?: Submerchant;
  busy = false;
  announcement: Announcement = '';
  private readonly form = new FormErrors(this, uid('review'));
  readonly forms = [this.form];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  private async act(action: Action, body?: unknown): Promise<void> {
    const s = this.submerchant;
    if (!s) return;
    // Submit-for-review lists each missing item in `details` (no field of this panel): the summary shows them.
    await save(this, this.form, ['reason'], async () => {
      const reply = await call<Submerchant>('POST', `/submerchants/${s.id}/${action}`, body);
      const done = DONE[action];
      // The operator's decision changes document statuses too (approved / rejected).
      const parts: ChangedDetail['parts'] = action === 'approve' || action === 'reject' ? ['documents'] : [];
      this.emit<ChangedDetail>('console-changed', { parts, submerchant: reply.data });
      const status = reply.data.status;
      return (words) => `${done(words)} ${words.statusLine(statusName(status))}`;
    });
  }

  private onReject(event: SubmitEvent): void {
    event.preventDefault();
    void this.act('reject', { reason: text(formData(event), 'reason') ?? '' });
  }

  protected override render(): TemplateResult | typeof nothing {
    const s = this.submerchant;
    if (!s) return nothing;
    const text = t();
    return html`<section class="panel review" aria-labelledby="review-title">
      <h3 id="review-title">${text.review}</h3>
      ${renderSummary(this.form)}
      ${
        s.status === 'pending'
          ? html`<button type="button" ?disabled=${this.busy} @click=${() => void this.act('submit-for-review')}>${text.submitForReview}</button>`
          : nothing
      }
      ${
        s.status === 'pending_review'
          ? html`<p>${text.pendingReviewNote}</p>
            <div class="operator">
              <h4>${text.sandboxOperator}</h4>
              <button type="button" ?disabled=${this.busy} @click=${() => void this.act('approve')}>${text.approve}</button>
              <form class="inline-form" novalidate @submit=${this.onReject}>
                ${renderField(this.form, { name: 'reason', label: text.rejectReason, type: 'textarea', required: true })}
                <button type="submit" class="danger" ?disabled=${this.busy}>${text.reject}</button>
              </form>
            </div>`
          : nothing
      }
      ${
        s.status === 'rejected'
          ? html`<button type="button" ?disabled=${this.busy} @click=${() => void this.act('request-resubmission')}>${text.requestResubmission}</button>`
          : nothing
      }
      ${s.status === 'active' ? html`<p>${text.activeNote}</p>` : nothing}
      ${liveStatus(this.announcement)}
    </section>`;
  }
}
