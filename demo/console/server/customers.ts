// The console's customer routes: a customer and one page of their saved cards, each read with the service's own
// paged list (`page`, `limit`), so a page costs the page, however many cards are stored.
import type { Hono } from 'hono';
import type { PayClient } from 'pay-checkout/client';
import { relay } from './relay';

/** The saved cards' page as the service takes it: page and limit only. */
const cardsQuery = (page: string | undefined, limit: string | undefined) => ({
  ...(page ? { page: Number(page) } : {}),
  ...(limit ? { limit: Number(limit) } : {}),
});

export function customerRoutes(api: Hono, pay: PayClient): void {
  api.get('/customers/:id', (c) => relay(c, () => pay.customers.retrieve(c.req.param('id')).withResponse()));
  api.get('/customers/:id/cards', (c) =>
    relay(c, () =>
      pay.customers
        .listCards(c.req.param('id'), cardsQuery(c.req.query('page')?.trim(), c.req.query('limit')?.trim()))
        .withResponse(),
    ),
  );
}
