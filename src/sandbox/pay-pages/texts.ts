/** What the sandbox's Pix bank-app page and printable boleto say, in English and Brazilian Portuguese. */
import type { PageLang } from '../kernel/page-formats';

const en = {
  bankApp: 'Sandbox bank',
  payWithPix: 'Pay with Pix',
  to: 'To',
  amount: 'Amount',
  pay: (amount: string) => `Pay ${amount}`,
  paid: 'This Pix charge is paid.',
  expired: 'This Pix code has expired. Ask the store for a new one.',
  notPayable: 'This Pix code can no longer be paid.',
  pixSandboxHint: 'Sandbox: this page stands in for the buyer’s bank app. No real money moves.',
  notFound: 'Pix code not found',
  notFoundText: 'No charge has this Pix code.',
  boletoNotFound: 'Boleto not found',
  boletoNotFoundText: 'No boleto has this address. Use the url of the charge’s payment_fields.boleto.',
  boleto: 'Boleto',
  bank: 'Bank',
  digitableLine: 'Digitable line',
  barcode: (line: string) => `Boleto barcode, line ${line}`,
  beneficiary: 'Beneficiary',
  payer: 'Payer',
  payerDocument: 'CPF/CNPJ',
  dueDate: 'Due date',
  instructions: 'Instructions',
  boletoSandboxHint:
    'Sandbox boleto: bank 000 does not exist, so no real bank accepts it. Payment may take up to three business days to be confirmed.',
  printHint: 'Print this page or pay with the digitable line in your bank’s app.',
  boletoPaid: 'Boleto paid',
  boletoPaidText: 'This boleto is paid. Do not pay it again.',
  boletoExpired: 'Boleto expired',
  boletoExpiredText: 'This boleto has expired and can no longer be paid. Ask the store for a new one.',
  boletoNotPayable: 'This boleto can no longer be paid.',
};

export type PayPageText = typeof en;

const ptBR: PayPageText = {
  bankApp: 'Banco sandbox',
  payWithPix: 'Pagar com Pix',
  to: 'Para',
  amount: 'Valor',
  pay: (amount) => `Pagar ${amount}`,
  paid: 'Esta cobrança Pix está paga.',
  expired: 'Este código Pix expirou. Peça um novo à loja.',
  notPayable: 'Este código Pix não pode mais ser pago.',
  pixSandboxHint:
    'Sandbox: esta página faz o papel do app do banco do comprador. Nenhum dinheiro de verdade é movimentado.',
  notFound: 'Código Pix não encontrado',
  notFoundText: 'Nenhuma cobrança tem este código Pix.',
  boletoNotFound: 'Boleto não encontrado',
  boletoNotFoundText: 'Nenhum boleto tem este endereço. Use a url do payment_fields.boleto da cobrança.',
  boleto: 'Boleto',
  bank: 'Banco',
  digitableLine: 'Linha digitável',
  barcode: (line) => `Código de barras do boleto, linha ${line}`,
  beneficiary: 'Beneficiário',
  payer: 'Pagador',
  payerDocument: 'CPF/CNPJ',
  dueDate: 'Vencimento',
  instructions: 'Instruções',
  boletoSandboxHint:
    'Boleto sandbox: o banco 000 não existe, então nenhum banco de verdade o aceita. A confirmação do pagamento pode levar até três dias úteis.',
  printHint: 'Imprima esta página ou pague com a linha digitável no app do seu banco.',
  boletoPaid: 'Boleto pago',
  boletoPaidText: 'Este boleto está pago. Não pague de novo.',
  boletoExpired: 'Boleto vencido',
  boletoExpiredText: 'Este boleto venceu e não pode mais ser pago. Peça um novo à loja.',
  boletoNotPayable: 'Este boleto não pode mais ser pago.',
};

export const payPageText = (lang: PageLang): PayPageText => (lang === 'pt-BR' ? ptBR : en);
