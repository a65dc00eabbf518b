// The Charges view's texts (en / pt-BR).
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
  failureReasons: { card_declined: 'Card declined', expired: 'Expired' } as Record<string, string>,
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
  failureReasons: { card_declined: 'Cartão recusado', expired: 'Vencida' },
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
