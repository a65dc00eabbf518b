/** What the sandbox's issuer page (3-D Secure challenge) says, in English and Brazilian Portuguese. */
import type { PageLang } from '../kernel/page-formats';

const en = {
  bank: 'Sandbox bank',
  title: 'Confirm the purchase',
  intro: 'Your bank asks you to confirm this purchase.',
  merchant: 'Store',
  amount: 'Amount',
  card: 'Card',
  cardEnding: (last4: string) => `ending in ${last4}`,
  confirm: 'Confirm',
  fail: 'Fail',
  hint: 'Sandbox: Confirm authenticates the buyer; Fail refuses the authentication. No real bank is asked.',
  approved: 'Payment approved',
  notCompleted: 'Payment not completed',
  pending: 'Authentication done',
  reasons: {
    authentication_failed: 'The authentication failed.',
    authentication_expired: 'The time to confirm the purchase ran out.',
    authentication_unavailable: 'The card could not be authenticated.',
    card_declined: 'The card was declined.',
  } as Record<string, string>,
  backToStore: 'Back to the store',
  notFound: 'Authentication not found',
  notFoundText: 'This confirmation link is not valid. Use the url of the charge’s payment_fields.authentication.',
};

export type AuthenticationText = typeof en;

const ptBR: AuthenticationText = {
  bank: 'Banco sandbox',
  title: 'Confirme a compra',
  intro: 'Seu banco pede que você confirme esta compra.',
  merchant: 'Loja',
  amount: 'Valor',
  card: 'Cartão',
  cardEnding: (last4) => `final ${last4}`,
  confirm: 'Confirmar',
  fail: 'Falhar',
  hint: 'Sandbox: Confirmar autentica o comprador; Falhar recusa a autenticação. Nenhum banco real é consultado.',
  approved: 'Pagamento aprovado',
  notCompleted: 'Pagamento não concluído',
  pending: 'Autenticação concluída',
  reasons: {
    authentication_failed: 'A autenticação falhou.',
    authentication_expired: 'O tempo para confirmar a compra acabou.',
    authentication_unavailable: 'Não foi possível autenticar o cartão.',
    card_declined: 'O cartão foi recusado.',
  },
  backToStore: 'Voltar à loja',
  notFound: 'Autenticação não encontrada',
  notFoundText: 'Este link de confirmação não é válido. Use a url de payment_fields.authentication da cobrança.',
};

export const authenticationText = (lang: PageLang): AuthenticationText => (lang === 'pt-BR' ? ptBR : en);
