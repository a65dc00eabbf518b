/** What the hosted card page says, in English and Brazilian Portuguese (its language: kernel/page-formats.ts). */
import type { PageLang } from '../kernel/page-formats';

const en = {
  holderName: 'Name on card',
  number: 'Card number',
  exp: 'Expiry date (MM/YY)',
  expPlaceholder: 'MM/YY',
  cvv: 'Security code',
  holderNameError: 'Enter the name as printed on the card.',
  numberError: 'Enter a valid card number.',
  expError: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvvError: 'Enter the 3 or 4 digit security code.',
  checkDetails: 'Please check the card details',
  pay: (amount: string) => `Pay ${amount}`,
  inInstallments: (count: number) => ` in ${count} installments`,
  orderSummary: (merchant: string) => `Your order at ${merchant}`,
  itemLine: (name: string, quantity: number) => (quantity > 1 ? `${quantity} × ${name}` : name),
  shipping: 'Shipping',
  total: 'Total',
  installmentPlan: (count: number, each: string, first: string | null) =>
    first
      ? `${count} installments of ${each} interest-free (the first ${first})`
      : `${count} installments of ${each} interest-free`,
  sandboxHint: (approved: string, declined: string) =>
    `Sandbox: ${approved} is approved, ${declined} is declined, any future expiry date and any 3-digit code.`,
  approved: 'Payment approved',
  declined: 'Payment declined',
  pending: 'Payment pending',
  charge: 'charge',
  backToStore: 'Back to the store',
  cancel: 'Cancel and go back to the store',
  notFound: 'Payment page not found',
  notFoundText: 'This payment link is not valid. Return to the store and start again.',
};

export type HostedText = typeof en;

const ptBR: HostedText = {
  holderName: 'Nome impresso no cartão',
  number: 'Número do cartão',
  exp: 'Validade (MM/AA)',
  expPlaceholder: 'MM/AA',
  cvv: 'Código de segurança',
  holderNameError: 'Digite o nome como está impresso no cartão.',
  numberError: 'Digite um número de cartão válido.',
  expError: 'Digite a validade como MM/AA.',
  expired: 'Este cartão está vencido.',
  cvvError: 'Digite o código de segurança de 3 ou 4 dígitos.',
  checkDetails: 'Confira os dados do cartão',
  pay: (amount) => `Pagar ${amount}`,
  inInstallments: (count) => ` em ${count} parcelas`,
  orderSummary: (merchant) => `Seu pedido em ${merchant}`,
  itemLine: (name, quantity) => (quantity > 1 ? `${quantity} × ${name}` : name),
  shipping: 'Frete',
  total: 'Total',
  installmentPlan: (count, each, first) =>
    first
      ? `${count} parcelas de ${each} sem juros (a primeira de ${first})`
      : `${count} parcelas de ${each} sem juros`,
  sandboxHint: (approved, declined) =>
    `Sandbox: ${approved} é aprovado, ${declined} é recusado, qualquer validade futura e qualquer código de 3 dígitos.`,
  approved: 'Pagamento aprovado',
  declined: 'Pagamento recusado',
  pending: 'Pagamento pendente',
  charge: 'cobrança',
  backToStore: 'Voltar à loja',
  cancel: 'Cancelar e voltar à loja',
  notFound: 'Página de pagamento não encontrada',
  notFoundText: 'Este link de pagamento não é válido. Volte à loja e comece de novo.',
};

export const hostedText = (lang: PageLang): HostedText => (lang === 'pt-BR' ? ptBR : en);
