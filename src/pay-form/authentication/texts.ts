/** What the card authentication dialog says, in English and Brazilian Portuguese (loaded with the dialog). */
import type { PayFormLocale } from '../core/messages';

const en = {
  title: 'Confirm the purchase with your bank',
  frameTitle: 'Your bank’s confirmation page',
  cancel: 'Cancel',
  cancelled: 'The payment was not completed: the confirmation with your bank was cancelled. You can try again.',
  authentication_failed: 'The payment was not completed: your bank did not confirm the purchase.',
  authentication_expired: 'The payment was not completed: the time to confirm with your bank ran out.',
  authentication_unavailable:
    'The payment was not completed: this card’s bank cannot confirm the purchase online. Try another card.',
  declined: 'Payment declined: the card was refused. Try another card.',
};

export type AuthenticationText = typeof en;

const ptBR: AuthenticationText = {
  title: 'Confirme a compra com seu banco',
  frameTitle: 'Página de confirmação do seu banco',
  cancel: 'Cancelar',
  cancelled: 'O pagamento não foi concluído: a confirmação com seu banco foi cancelada. Você pode tentar de novo.',
  authentication_failed: 'O pagamento não foi concluído: seu banco não confirmou a compra.',
  authentication_expired: 'O pagamento não foi concluído: o tempo para confirmar com seu banco acabou.',
  authentication_unavailable:
    'O pagamento não foi concluído: o banco deste cartão não confirma compras on-line. Tente outro cartão.',
  declined: 'Pagamento recusado: o cartão foi recusado. Tente outro cartão.',
};

const TEXTS: Record<PayFormLocale, AuthenticationText> = { en, 'pt-BR': ptBR };

export const authenticationText = (locale: PayFormLocale): AuthenticationText => TEXTS[locale];

/** The failure reasons the dialog words; any other failure is worded as a declined card. */
export type WordedReason =
  'authentication_failed' | 'authentication_expired' | 'authentication_unavailable' | 'declined';

export const wordedReason = (reason: unknown): WordedReason =>
  reason === 'authentication_failed' || reason === 'authentication_expired' || reason === 'authentication_unavailable'
    ? reason
    : 'declined';
