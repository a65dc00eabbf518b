/** What the hosted card page says, in English and Brazilian Portuguese (its language: kernel/page-formats.ts). */
import type { CardBrand } from '../../interface/card';
import { SAVED_CARD_CHOICES, spokenCard } from '../../interface/card-display';
import type { PageLang } from '../kernel/page-formats';

/** The test cards the page's sandbox hint names, as a buyer types them. */
export interface SandboxHintCards {
  approved: string;
  declined: string;
  challenge: string;
  amex: string;
}

/** A saved card's brand as its radio names it (a brand's name is the same in both languages). */
const BRAND_NAMES_EN: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  other: 'Card',
};

const en = {
  /** The page's language: the installment options' shared words and their rates (src/interface/installment-words.ts). */
  locale: 'en' as PageLang,
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
  // Every line says its quantity, 1 too: a line without one reads as a different kind of line.
  itemLine: (name: string, quantity: number) => `${quantity} × ${name}`,
  shipping: 'Shipping',
  total: 'Total',
  sandboxHint: (cards: SandboxHintCards) =>
    `Sandbox: ${cards.approved} is approved, ${cards.declined} is declined, ${cards.challenge} asks you to confirm ` +
    `with your bank (3-D Secure), the American Express ${cards.amex} is approved with a 4-digit code; any future ` +
    `expiry date and any 3-digit code.`,
  /** With a choice of counts the total depends on it: the heading and the button name no amount. */
  payByCard: 'Pay by card',
  payButton: 'Pay',
  installments: 'Installments',
  cashPrice: 'Cash price',
  installmentsOverCardCap: (max: number) =>
    `This card can be paid in at most ${max} installments here: choose fewer or use another card.`,
  installmentsNotOffered: 'Choose one of the installment options offered.',
  approved: 'Payment approved',
  declined: 'Payment declined',
  pending: 'Payment pending',
  charge: 'charge',
  backToStore: 'Back to the store',
  cancel: 'Cancel and go back to the store',
  notFound: 'Payment page not found',
  notFoundText: 'This payment link is not valid. Return to the store and start again.',
  savedCards: 'Your saved cards',
  /** A saved card's radio, as the buyer tells it from the others: brand, last four, debit or not, expiry. */
  savedCard: (brand: string, last4: string, debit: boolean, expiry: string) =>
    `${brand} •••• ${last4}${debit ? ' (debit)' : ''}, expires ${expiry}`,
  /** The same radio's accessible name, read aloud without the dots (a screen reader says "bullet" for each). */
  savedCardName: (brand: string, last4: string, debit: boolean, expiry: string) =>
    `${spokenCard(brand, last4, 'en')}${debit ? ' (debit)' : ''}, expires ${expiry}`,
  anotherCard: SAVED_CARD_CHOICES.en.another,
  saveCard: SAVED_CARD_CHOICES.en.save,
  savedCardCvv: 'Security code of the saved card',
  savedCardNotFound: 'Choose one of your saved cards, or use another card.',
  savedCardExpired: 'This saved card has expired: use another card.',
  savedCardTooManyTries: 'Too many attempts with this card: try again in a few minutes or use another card.',
  debitAtOnce: 'A debit card is paid at once: choose 1×.',
  brandNames: BRAND_NAMES_EN,
};

export type HostedText = typeof en;

const ptBR: HostedText = {
  locale: 'pt-BR',
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
  itemLine: (name, quantity) => `${quantity} × ${name}`,
  shipping: 'Frete',
  total: 'Total',
  sandboxHint: (cards) =>
    `Sandbox: ${cards.approved} é aprovado, ${cards.declined} é recusado, ${cards.challenge} pede a confirmação do ` +
    `seu banco (3-D Secure), o American Express ${cards.amex} é aprovado com código de 4 dígitos; qualquer validade ` +
    `futura e qualquer código de 3 dígitos.`,
  payByCard: 'Pagar com cartão',
  payButton: 'Pagar',
  installments: 'Parcelamento',
  cashPrice: 'Preço à vista',
  installmentsOverCardCap: (max) =>
    `Este cartão pode ser parcelado em até ${max} vezes aqui: escolha menos parcelas ou use outro cartão.`,
  installmentsNotOffered: 'Escolha uma das opções de parcelamento oferecidas.',
  approved: 'Pagamento aprovado',
  declined: 'Pagamento recusado',
  pending: 'Pagamento pendente',
  charge: 'cobrança',
  backToStore: 'Voltar à loja',
  cancel: 'Cancelar e voltar à loja',
  notFound: 'Página de pagamento não encontrada',
  notFoundText: 'Este link de pagamento não é válido. Volte à loja e comece de novo.',
  savedCards: 'Seus cartões salvos',
  savedCard: (brand, last4, debit, expiry) => `${brand} •••• ${last4}${debit ? ' (débito)' : ''}, validade ${expiry}`,
  savedCardName: (brand, last4, debit, expiry) =>
    `${spokenCard(brand, last4, 'pt-BR')}${debit ? ' (débito)' : ''}, vence em ${expiry}`,
  anotherCard: SAVED_CARD_CHOICES['pt-BR'].another,
  saveCard: SAVED_CARD_CHOICES['pt-BR'].save,
  savedCardCvv: 'Código de segurança do cartão salvo',
  savedCardNotFound: 'Escolha um dos seus cartões salvos ou use outro cartão.',
  savedCardExpired: 'Este cartão salvo está vencido: use outro cartão.',
  savedCardTooManyTries: 'Muitas tentativas com este cartão: tente de novo em alguns minutos ou use outro cartão.',
  debitAtOnce: 'Cartão de débito é pago à vista: escolha 1×.',
  brandNames: { ...BRAND_NAMES_EN, other: 'Cartão' },
};

export const hostedText = (lang: PageLang): HostedText => (lang === 'pt-BR' ? ptBR : en);
