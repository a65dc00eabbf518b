// The Charges view's texts (en / pt-BR).
import type { AuthenticationStatus } from 'pay-checkout/client';

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
};

export const chargesTexts = { en, 'pt-BR': ptBR };
