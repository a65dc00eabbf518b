/** What the Pix and boleto steps say, in English and Brazilian Portuguese (loaded with the steps, not the card path). */
import { formatMoney } from '../../interface/format';
import type { PayFormLocale } from '../core/messages';
import { html } from '../core/step-dom';

const en = {
  pixTitle: 'Pay with Pix',
  qrLabel: 'Pix QR code',
  amount: 'Amount',
  pixCode: 'Pix code (copy and paste)',
  copyCode: 'Copy code',
  codeCopied: 'Code copied',
  copyManually: 'Select the code and copy it.',
  timeLeft: 'Time left',
  pixExpired: 'This Pix code has expired.',
  howToPay: 'How to pay',
  pixSteps: [
    'Open your bank’s app and choose Pix.',
    'Scan the QR code, or paste the copied code.',
    'Check the amount and confirm.',
  ],
  boletoTitle: 'Pay with boleto',
  digitableLine: 'Digitable line',
  copyLine: 'Copy line',
  lineCopied: 'Line copied',
  dueDate: 'Due date',
  openBoleto: 'Open the printable boleto',
  boletoDelay: 'Payment may take up to three business days to be confirmed.',
  // Said in the element's live region when a step is shown, and once the charge has an outcome.
  pixReady: 'Your Pix code is ready to pay in your bank’s app.',
  boletoReady: 'Your boleto is ready.',
  paidTitle: 'Payment received',
  paidText: 'Thank you: your Pix payment is confirmed.',
  expired: 'This Pix code expired before it was paid.',
  failed: 'The payment was not completed.',
  startAgain: 'Start again',
  // Below the time left while status reads fail; `messages.PIX_OFFLINE` replaces it.
  pixOffline:
    'The store did not answer: your payment is not checked yet. We’ll try again; if you paid, it will show here.',
};

export type StepText = typeof en;

const ptBR: StepText = {
  pixTitle: 'Pagar com Pix',
  qrLabel: 'QR code Pix',
  amount: 'Valor',
  pixCode: 'Código Pix (copia e cola)',
  copyCode: 'Copiar código',
  codeCopied: 'Código copiado',
  copyManually: 'Selecione o código e copie.',
  timeLeft: 'Tempo restante',
  pixExpired: 'Este código Pix expirou.',
  howToPay: 'Como pagar',
  pixSteps: [
    'Abra o app do seu banco e escolha Pix.',
    'Leia o QR code ou cole o código copiado.',
    'Confira o valor e confirme.',
  ],
  boletoTitle: 'Pagar com boleto',
  digitableLine: 'Linha digitável',
  copyLine: 'Copiar linha',
  lineCopied: 'Linha copiada',
  dueDate: 'Vencimento',
  openBoleto: 'Abrir o boleto para imprimir',
  boletoDelay: 'A confirmação do pagamento pode levar até três dias úteis.',
  pixReady: 'Seu código Pix está pronto para pagar no app do seu banco.',
  boletoReady: 'Seu boleto está pronto.',
  paidTitle: 'Pagamento recebido',
  paidText: 'Obrigado: seu pagamento Pix foi confirmado.',
  expired: 'Este código Pix expirou sem pagamento.',
  failed: 'O pagamento não foi concluído.',
  startAgain: 'Recomeçar',
  pixOffline:
    'A loja não respondeu: o pagamento ainda não foi verificado. Tentaremos novamente; se você pagou, aparecerá aqui.',
};

export const stepText = (locale: PayFormLocale): StepText => (locale === 'pt-BR' ? ptBR : en);

/** The "Amount: R$ …" line of a step, or nothing when the reply gave no amount. */
export const amountLine = (
  document: Document,
  part: string,
  amountInCents: number | undefined,
  locale: PayFormLocale,
): HTMLElement[] =>
  amountInCents === undefined
    ? []
    : [html(document, 'p', { part }, [`${stepText(locale).amount}: ${formatMoney(amountInCents, locale)}`])];
