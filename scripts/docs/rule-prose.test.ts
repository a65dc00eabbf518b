/**
 * Prose that states a rule's value outside the code (the docs pages, the README, the demo console's texts) is tested
 * against the constant it states, so a changed rule cannot leave an old number in a sentence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAUD_SESSION_TTL_SECONDS } from '../../src/interface/limits';
import { CARD_TOKEN_TTL_SECONDS } from '../../src/interface/card-schema';
import { MAX_AMOUNT } from '../../src/interface/charge-values';
import {
  AUTHENTICATION_FAILURE_REASONS,
  AUTHENTICATION_REQUESTS,
  AUTHENTICATION_STATUSES,
  AUTHENTICATION_TTL_SECONDS,
} from '../../src/interface/card-authentication';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../src/interface/sandbox-cards';
import { RETRY_DELAYS_MS } from '../../src/sandbox/webhooks/schedule';
import { listText, shortDuration } from '../../src/sandbox/kernel/prose';
import { CARD_FIELDS_CSS } from '../../src/sandbox/card-fields/styles';
import { webhookTexts } from '../../demo/console/browser/i18n/webhooks';

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

const read = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
const retryDelays = RETRY_DELAYS_MS.map((ms) => shortDuration(ms / MS_PER_SECOND));
const englishSchedule = listText(retryDelays);
const portugueseSchedule = `${retryDelays.slice(0, -1).join(', ')} e ${retryDelays[retryDelays.length - 1]}`;

describe('rule values stated in prose', () => {
  it.each(['docs/service.md', 'docs/webhooks.md'])('%s states the webhook retry schedule', (path) => {
    expect(read(path)).toContain(englishSchedule);
  });

  it('the console states the webhook retry schedule in both languages', () => {
    expect(webhookTexts.en.failHint).toContain(englishSchedule);
    expect(webhookTexts['pt-BR'].failHint).toContain(portugueseSchedule);
  });

  it("the console's last clock choice moves past every retry", () => {
    const allRetriesSeconds = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / MS_PER_SECOND;
    const choices = Object.keys(webhookTexts.en.advanceChoices).map(Number);
    expect(Math.max(...choices)).toBeGreaterThan(allRetriesSeconds);
  });

  it.each(['docs/integration.md', 'docs/service.md', 'docs/fraud-session.md'])(
    '%s gives a fraud session its lifetime',
    (path) => {
      expect(read(path)).toContain(`${FRAUD_SESSION_TTL_SECONDS / SECONDS_PER_MINUTE} minutes`);
    },
  );

  it('docs/service.md gives each payment method its largest amount, in cents and in reais', () => {
    const text = read('docs/service.md');
    for (const max of Object.values(MAX_AMOUNT)) {
      expect(text).toContain(max.toLocaleString('en-US'));
      expect(text).toContain(`R$ ${(max / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    }
  });

  it('docs/service.md gives a card token its lifetime', () => {
    expect(read('docs/service.md')).toMatch(new RegExp(`${CARD_TOKEN_TTL_SECONDS / SECONDS_PER_MINUTE} minutes`));
  });

  it('docs/service.md states the card methods, the authentication values, reasons and statuses, and every test card', () => {
    const text = read('docs/service.md');
    const section = text.slice(text.indexOf('## Card authentication (3-D Secure) and debit cards'));
    expect(section).toContain('`payment_method: "debit_card"`');
    for (const value of AUTHENTICATION_REQUESTS) expect(section).toContain(`\`"${value}"\``);
    for (const reason of Object.values(AUTHENTICATION_FAILURE_REASONS)) expect(section).toContain(`\`${reason}\``);
    for (const status of AUTHENTICATION_STATUSES) expect(section).toContain(`\`${status}\``);
    for (const number of Object.values(AUTHENTICATION_TEST_CARDS)) expect(section).toContain(`\`${number}\``);
    expect(section).toContain(`${AUTHENTICATION_TTL_SECONDS / SECONDS_PER_MINUTE} minutes`);
    for (const number of Object.values(TEST_CARDS)) expect(text).toContain(`\`${number}\``);
  });

  // The page (src/sandbox/hosted/hosted.test.ts) keeps the name, the number in its groups and the expiry, never the code.
  // The behaviour is stated once, in the reference page; no other page may say the number is dropped too.
  it('docs/service.md tells what the hosted page keeps after a 422', () => {
    expect(read('docs/service.md')).toContain('the security code never echoed');
  });

  it.each(['docs/service.md', 'docs/decisions.md'])('%s does not say the hosted page drops the number', (path) => {
    expect(read(path)).not.toMatch(/number and (the )?code never echoed/);
  });

  it("docs/pay-form.md's recipe lines the secure fields up by the frame's own inset and label look", () => {
    const inset = /form \{[^}]*padding: (\d+)px/.exec(CARD_FIELDS_CSS)?.[1];
    const label = /\blabel \{ font-weight: (\d+); font-size: ([\d.]+em);/.exec(CARD_FIELDS_CSS)?.slice(1) ?? [];
    const text = read('docs/pay-form.md');
    expect(text).toContain(`pay-form [data-card-fields] { margin-inline: -${inset}px; }`);
    expect(text).toContain(`pay-form label { font-weight: ${label[0]}; font-size: 0${label[1]}; }`);
  });
});
