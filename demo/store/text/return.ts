// What the return page says about an order, in English and Brazilian Portuguese. Shared by the page as the server
// renders it and by its script, which polls the store's own order record until the payment service's webhook settles it.
import type { Lang } from '../../shared/lang';

/** The order states the return page shows (the store's, from webhooks), plus the page's own `none` and `unknown`. */
export type ShownState =
  'none' | 'waiting' | 'paid' | 'failed' | 'still_waiting' | 'unknown' | 'cancelled' | 'not_shown';

/** The states the page stops at: nothing more will change them, so it stops asking. */
export const FINAL_STATES: readonly ShownState[] = ['none', 'paid', 'failed', 'cancelled', 'not_shown'];

const en = {
  none: 'No payment to show.',
  waiting: 'Waiting for confirmation from the payment service…',
  paid: (id: string) => `Payment approved (charge ${id}).`,
  failed: 'Payment declined. No money was taken; you can try another card.',
  stillWaiting:
    'Still waiting for confirmation. Your order is updated as soon as the payment service confirms it; you may close this page.',
  unknown: 'We could not check your order just now. Please refresh in a moment.',
  cancelled: 'Payment cancelled. Nothing was charged; your cart is waiting at the checkout.',
  notShown:
    'We can’t show this payment here. Only the browser that started it can see how it went; check the address, or go back to the checkout.',
  backToStore: 'Back to the store',
  backToCheckout: 'Back to the checkout',
  tryAgain: 'Try again',
};

export type ReturnText = typeof en;

const ptBR: ReturnText = {
  none: 'Nenhum pagamento para mostrar.',
  waiting: 'Aguardando a confirmação do serviço de pagamento…',
  paid: (id) => `Pagamento aprovado (cobrança ${id}).`,
  failed: 'Pagamento recusado. Nada foi cobrado; você pode tentar outro cartão.',
  stillWaiting:
    'Ainda aguardando a confirmação. O seu pedido é atualizado assim que o serviço de pagamento confirmar; você pode fechar esta página.',
  unknown: 'Não conseguimos consultar o seu pedido agora. Atualize a página em instantes.',
  cancelled: 'Pagamento cancelado. Nada foi cobrado; o seu carrinho continua no checkout.',
  notShown:
    'Não podemos mostrar este pagamento aqui. Só o navegador em que ele foi iniciado pode ver como ficou; confira o endereço ou volte ao checkout.',
  backToStore: 'Voltar à loja',
  backToCheckout: 'Voltar ao checkout',
  tryAgain: 'Tentar de novo',
};

export const returnText = (lang: Lang): ReturnText => (lang === 'pt-BR' ? ptBR : en);

/** The sentence for a shown state. */
export function sayReturn(text: ReturnText, state: ShownState, chargeId: string): string {
  switch (state) {
    case 'paid':
      return text.paid(chargeId);
    case 'failed':
      return text.failed;
    case 'waiting':
      return text.waiting;
    case 'still_waiting':
      return text.stillWaiting;
    case 'unknown':
      return text.unknown;
    case 'cancelled':
      return text.cancelled;
    case 'not_shown':
      return text.notShown;
    default:
      return text.none;
  }
}

/** The store's order state as the page shows it: `received` (or no record yet) is still waiting. */
export const shownState = (orderState: string | undefined): ShownState =>
  orderState === 'paid' || orderState === 'failed' ? orderState : 'waiting';

/** `data-status` of the page: the charge status the store's webhooks confirmed (`captured`, `failed`), else the page's state. */
export const CHARGE_STATUS_SHOWN: Record<ShownState, string> = {
  none: 'none',
  waiting: 'waiting',
  still_waiting: 'waiting',
  unknown: 'unknown',
  paid: 'captured',
  failed: 'failed',
  cancelled: 'pending',
  not_shown: 'unknown',
};

/** Where the page's link leads after each state: home once paid, the checkout (same order) otherwise. */
export function nextStep(text: ReturnText, state: ShownState): { to: 'home' | 'checkout'; label: string } {
  if (state === 'paid') return { to: 'home', label: text.backToStore };
  if (state === 'failed') return { to: 'checkout', label: text.tryAgain };
  return { to: 'checkout', label: text.backToCheckout };
}
