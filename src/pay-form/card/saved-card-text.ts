/**
 * The words for a saved card's customer session that is over (expired, or not that card's customer's). Shipped in the
 * card's on-demand module (dist/cdn/pay-form-authentication.js, which re-exports this file): the card path carries no
 * text for a failure this rare.
 */
import type { PayFormLocale } from '../core/messages';

const TEXTS: Record<PayFormLocale, string> = {
  en: 'The payment was not completed: this saved card can no longer be used on this page. Reload the page and try again.',
  'pt-BR':
    'O pagamento não foi concluído: este cartão salvo não pode mais ser usado nesta página. Recarregue a página e tente de novo.',
};

export const savedCardSessionText = (locale: PayFormLocale): string => TEXTS[locale];
