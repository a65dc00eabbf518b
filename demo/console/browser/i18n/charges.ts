// The Charges view's texts (en / pt-BR).
import type { AuthenticationStatus, PAYMENT_METHODS } from 'pay-checkout/client';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const en = {
  // charges
  charges: 'Charges',
  chargesNoun: ['charge', 'charges'] as readonly [string, string],
  noCharges: 'No charges match these filters.',
  searchChargesHint: 'Charge ID, customer name or e-mail',
  dateFrom: 'From (UTC day)',
  dateTo: 'To (UTC day)',
  chargeId: 'Charge ID',
  customer: 'Customer',
  amount: 'Amount',
  failureReason: 'Failure reason',
  // The service's failure reasons, in words (any other is shown as sent).
  failureReasons: {
    card_declined: 'Card declined',
    expired: 'Expired',
    authentication_failed: 'Not confirmed with the bank',
    authentication_expired: 'Bank confirmation timed out',
    authentication_unavailable: 'Bank confirmation unavailable',
  } as Record<string, string>,
  /** The issuer's 3-D Secure authentication of a card charge (the column is empty when none was asked). */
  authentication: '3-D Secure',
  authenticationNames: {
    challenge_required: 'Waiting for the buyer',
    succeeded: 'Confirmed',
    failed: 'Not confirmed',
    unavailable: 'Unavailable',
    expired: 'Timed out',
  } as Record<AuthenticationStatus, string>,
  challenged: 'with a challenge',
  frictionless: 'no challenge',
  demoCharges: 'Demo charges',
  demoChargesHint:
    'Creates test charges through the back end: odd ones with the card that is captured, even ones with the card that fails.',
  customerName: 'Customer name',
  howMany: 'How many (1–10)',
  createDemoCharges: 'Create demo charges',
  demoChargesCreated: (n: number) => `${n} demo charge(s) created.`,
  updated: 'Updated',
  id: 'ID',
  /** A charge's statuses (a Pix or boleto left unpaid ends `expired`). */
  chargeStatusNames: { pending: 'Pending', captured: 'Captured', failed: 'Failed', expired: 'Expired' } as Record<
    string,
    string
  >,
  paymentMethod: 'Method',
  anyMethod: 'Any method',
  methodNames: { credit_card: 'Credit card', debit_card: 'Debit card', pix: 'Pix', boleto: 'Boleto' } as Record<
    PaymentMethod,
    string
  >,
  /** A method's list is read from the service's pages: how far this page looked, and whether there is more. */
  methodScan: (found: number, scanned: number, more: boolean) =>
    `${found} ${found === 1 ? 'charge' : 'charges'} of this method among ${scanned} read${more ? '; older ones on the next page' : ''}.`,
  newerCharges: 'Newer charges',
  olderCharges: 'Older charges',
  // one charge
  chargeTitle: (id: string) => `Charge ${id}`,
  allCharges: 'All charges',
  openCharge: (id: string) => `Open charge ${id}`,
  chargeSummary: 'Summary',
  pixExpiresAt: 'Pix code valid until',
  boletoDueDate: 'Boleto due on',
  boletoLine: 'Digitable line',
  card: 'Card',
  cardLine: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  /** The service's card brands as their owners write them (`other`: a card of another brand). */
  cardBrandNames: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    elo: 'Elo',
    hipercard: 'Hipercard',
    other: 'Card',
  } as Record<string, string>,
  installments: 'Installments',
  planAtOnce: (total: string) => `1× ${total}, paid at once`,
  planInterestFree: (count: number, each: string) => `${count}× ${each} interest-free`,
  planWithInterest: (count: number, each: string, total: string, cet: string) =>
    `${count}× ${each} with interest: total ${total} (CET ${cet} % a year)`,
  installmentEach: 'Each installment',
  totalWithInterest: 'Total charged',
  monthlyRate: 'Monthly interest rate',
  cet: 'CET (total effective cost, a year)',
  percent: (value: string) => `${value} %`,
  cardFlowNames: { transparent: 'On the store’s page', hosted: 'On the hosted card page' } as Record<string, string>,
  cardFlow: 'Card entered',
  chargeDeliveries: 'Webhook deliveries of this charge',
  noChargeDeliveries: 'No webhook deliveries for this charge.',
  deliveryCharge: 'Charge',
};

export type ChargesTexts = typeof en;

const ptBR: ChargesTexts = {
  charges: 'Cobranças',
  chargesNoun: ['cobrança', 'cobranças'],
  noCharges: 'Nenhuma cobrança com esses filtros.',
  searchChargesHint: 'ID da cobrança, nome ou e-mail do cliente',
  dateFrom: 'De (dia UTC)',
  dateTo: 'Até (dia UTC)',
  chargeId: 'ID da cobrança',
  customer: 'Cliente',
  amount: 'Valor',
  failureReason: 'Motivo da falha',
  failureReasons: {
    card_declined: 'Cartão recusado',
    expired: 'Vencida',
    authentication_failed: 'Não confirmada com o banco',
    authentication_expired: 'Tempo da confirmação do banco esgotado',
    authentication_unavailable: 'Confirmação do banco indisponível',
  },
  authentication: '3-D Secure',
  authenticationNames: {
    challenge_required: 'Aguardando o comprador',
    succeeded: 'Confirmada',
    failed: 'Não confirmada',
    unavailable: 'Indisponível',
    expired: 'Tempo esgotado',
  },
  challenged: 'com desafio',
  frictionless: 'sem desafio',
  demoCharges: 'Cobranças de demonstração',
  demoChargesHint:
    'Cria cobranças de teste pelo back end: as ímpares com o cartão capturado, as pares com o cartão que falha.',
  customerName: 'Nome do cliente',
  howMany: 'Quantas (1–10)',
  createDemoCharges: 'Criar cobranças de demonstração',
  demoChargesCreated: (n) => `${n} cobrança(s) de demonstração criada(s).`,
  updated: 'Atualizado em',
  id: 'ID',
  chargeStatusNames: { pending: 'Pendente', captured: 'Capturada', failed: 'Falhou', expired: 'Expirada' },
  paymentMethod: 'Meio',
  anyMethod: 'Qualquer meio',
  methodNames: { credit_card: 'Cartão de crédito', debit_card: 'Cartão de débito', pix: 'Pix', boleto: 'Boleto' },
  methodScan: (found, scanned, more) =>
    `${found} ${found === 1 ? 'cobrança' : 'cobranças'} deste meio entre ${scanned} lidas${more ? '; as mais antigas na próxima página' : ''}.`,
  newerCharges: 'Cobranças mais recentes',
  olderCharges: 'Cobranças mais antigas',
  chargeTitle: (id) => `Cobrança ${id}`,
  allCharges: 'Todas as cobranças',
  openCharge: (id) => `Abrir a cobrança ${id}`,
  chargeSummary: 'Resumo',
  pixExpiresAt: 'Código Pix válido até',
  boletoDueDate: 'Vencimento do boleto',
  boletoLine: 'Linha digitável',
  card: 'Cartão',
  cardLine: (brand, last4) => `${brand} •••• ${last4}`,
  cardBrandNames: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    elo: 'Elo',
    hipercard: 'Hipercard',
    other: 'Cartão',
  },
  installments: 'Parcelas',
  planAtOnce: (total) => `1× ${total} à vista`,
  planInterestFree: (count, each) => `${count}× ${each} sem juros`,
  planWithInterest: (count, each, total, cet) => `${count}× ${each} com juros: total ${total} (CET ${cet} % a.a.)`,
  installmentEach: 'Valor de cada parcela',
  totalWithInterest: 'Total cobrado',
  monthlyRate: 'Taxa de juros ao mês',
  cet: 'CET (custo efetivo total ao ano)',
  percent: (value) => `${value} %`,
  cardFlowNames: { transparent: 'Na página da loja', hosted: 'Na página de cartão hospedada' },
  cardFlow: 'Cartão digitado',
  chargeDeliveries: 'Entregas de webhook desta cobrança',
  noChargeDeliveries: 'Nenhuma entrega de webhook para esta cobrança.',
  deliveryCharge: 'Cobrança',
};

export const chargesTexts = { en, 'pt-BR': ptBR };
