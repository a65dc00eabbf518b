/**
 * The card's on-demand module (dist/cdn/pay-form-card.js; the ES entry's own chunk): what follows a card charge's
 * reply not known to be captured (../steps/step-controller) — the 3-D Secure challenge (./challenge), then the outcome
 * read through `status-url` (./card-outcome) — and the page's own number input grouped as typed
 * (../card/number-display), whose first keystroke loads it: so the code a card reply needs is there before the reply;
 * and the words for a saved card's session that is over (../card/saved-card-text).
 */
export { followCardCharge } from './challenge';
export { groupCardNumberInput } from '../card/number-display';
export { savedCardSessionText } from '../card/saved-card-text';
