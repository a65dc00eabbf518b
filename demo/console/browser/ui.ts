// Small shared pieces: status badges, load errors with a retry, the pager.
import { html, nothing, type TemplateResult } from 'lit';
import type { ConsoleError, Pagination } from './api';
import { errorMessage } from './error-text';
import { detailLine } from './forms';
import { say, statusName, t, type Announcement } from './i18n';

/** A status as a badge, named by `label` when the view has its own word for it (a charge's `expired`, say). */
export const badge = (status: string, label = statusName(status)): TemplateResult =>
  html`<span class="badge badge-${status}">${label}</span>`;

/** A failed load: the relayed message, and a button to try again. */
export function loadError(error: ConsoleError | undefined, retry: () => void): TemplateResult | typeof nothing {
  if (!error) return nothing;
  return html`<div class="console-alert" role="alert">
    <p><strong>${t().errorTitle}</strong> — ${errorMessage(error)}</p>
    ${error.details.length ? html`<ul>${error.details.map((d) => html`<li>${detailLine(d)}</li>`)}</ul>` : nothing}
    <button type="button" class="secondary" @click=${retry}>${t().retry}</button>
  </div>`;
}

export function pager(
  pagination: Pagination | undefined,
  noun: readonly [string, string],
  busy: boolean,
  go: (page: number) => void,
): TemplateResult | typeof nothing {
  if (!pagination) return nothing;
  const { page, totalPages, total } = pagination;
  return html`<nav class="pager" aria-label=${t().pagination}>
    <button type="button" class="secondary" ?disabled=${busy || page <= 1} @click=${() => go(page - 1)}>${t().previousPage}</button>
    <span>${t().pageOf(page, totalPages, total, noun)}</span>
    <button type="button" class="secondary" ?disabled=${busy || page >= totalPages} @click=${() => go(page + 1)}>${t().nextPage}</button>
  </nav>`;
}

/** The live region of a panel: loading and success messages are announced politely. */
export const liveStatus = (announcement: Announcement): TemplateResult =>
  html`<p class="console-status" role="status">${say(announcement)}</p>`;

/**
 * A table that may be wider than the screen: it scrolls inside its own box, never the page. The box is a named region
 * the keyboard can reach (arrow keys scroll it), and a hint above it says it scrolls.
 */
export function scrollBox(caption: string, table: TemplateResult, busy = false): TemplateResult {
  return html`<p class="scroll-hint" aria-hidden="true">${t().scrollHint}</p>
    <div class="table-wrap" tabindex="0" role="region" aria-label=${t().tableBox(caption)} aria-busy=${busy ? 'true' : 'false'}>${table}</div>`;
}
