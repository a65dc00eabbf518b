import type { CardBrand } from '../../interface/card';
import { CardTokenizer, type TokenizerHost } from '../card/card-token';
import { type SecureCardHost, SecureCardSource } from '../card/secure-card-source';
import { type Conclude, conclude } from '../core/conclusion';
import { RetryCountdown } from '../core/retry-countdown';
import { SubmissionState } from '../core/state-machine';
import { type StatusHost, StatusView } from '../core/status';
import { HostedRedirect } from '../hosted/redirect-navigation';
import { type SessionHost, SessionLink } from '../session/session-link';
import { type StepHost, StepController } from '../steps/step-controller';
import { Submission, type SubmissionHost } from '../submission/submission';

/** What the parts need of the element. */
export type PartsHost = StepHost & StatusHost & SessionHost & SecureCardHost & SubmissionHost & TokenizerHost;

/** What the parts tell the element back: a state to mirror on the host, a brand typed in the secure fields' frame. */
export interface PartsListener {
  reflectState(): void;
  showBrand(brand: CardBrand | null): void;
}

/**
 * The element's parts, one job each (see their files), wired to one another: the submission's state, the fraud
 * session, the live region and countdown, how an attempt ends, the hosted redirect, the steps, the secure card fields
 * and the submission that drives them.
 */
export class PayFormParts {
  readonly machine: SubmissionState;
  readonly sessionLink: SessionLink;
  readonly status: StatusView;
  readonly countdown: RetryCountdown;
  readonly redirect: HostedRedirect;
  readonly steps: StepController;
  readonly secureCard: SecureCardSource;
  readonly submission: Submission;

  constructor(host: PartsHost, listener: PartsListener) {
    const machine = (this.machine = new SubmissionState(() => listener.reflectState()));
    const session = (this.sessionLink = new SessionLink(host));
    const status = (this.status = new StatusView(host));
    const countdown = (this.countdown = new RetryCountdown(machine, status, session));
    /** How every attempt ends, whichever part ends it (../core/conclusion). */
    const concludeAttempt: Conclude = (conclusion) =>
      conclude({ host, machine, view: status, countdown, redirect, card: secureCard }, conclusion);
    const redirect = (this.redirect = new HostedRedirect(machine, concludeAttempt));
    const steps = (this.steps = new StepController(host, machine, concludeAttempt, status));
    const secureCard = (this.secureCard = new SecureCardSource(host, {
      session,
      showBrand: (brand) => listener.showBrand(brand),
    }));
    this.submission = new Submission(host, {
      machine,
      session,
      status,
      countdown,
      conclude: concludeAttempt,
      steps,
      tokenizer: new CardTokenizer(host, session),
      secureCard,
    });
  }
}
