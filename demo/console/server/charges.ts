// The console's charge routes: the list (the service's own filters, and a payment method the service cannot filter
// by), one charge, and the demo charges the console makes to fill the list.
import type { Context, Hono } from 'hono';
import { PAYMENT_METHODS, type Charge, type ChargeListQuery, type PayClient } from 'pay-checkout/client';
import { createDemoCharges } from './demo-charges';
import { fail, listQuery, readBody, relay } from './relay';
import { DemoFailure } from '../../shared/replies';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `GET /v1/charges` has no payment-method filter, so the console reads the service's pages (the other filters
 * applied there) and keeps the charges of that method. A console page reads at most SCAN_PAGES service pages of
 * SCAN_LIMIT charges, whatever the merchant has stored; where it stops, a cursor says where the next page goes on.
 */
export const SCAN_LIMIT = 100;
export const SCAN_PAGES = 5;
const DEFAULT_LIMIT = 10;
// `<service page>.<charges of it already read>`
const CURSOR = /^([1-9]\d{0,8})\.(\d{1,3})$/;

interface Cursor {
  page: number;
  skip: number;
}

export interface MethodPage {
  data: Charge[];
  /** Where the next console page starts; null when the service's list is read to its end. */
  next: string | null;
  /** Charges read for this page: at most SCAN_PAGES × SCAN_LIMIT. */
  scanned: number;
}

const cursorText = ({ page, skip }: Cursor) => `${page}.${skip}`;

function cursorOf(text: string | undefined): Cursor {
  if (!text) return { page: 1, skip: 0 };
  const match = CURSOR.exec(text);
  if (!match || Number(match[2]) >= SCAN_LIMIT)
    throw new DemoFailure(422, 'VALIDATION_ERROR', 'Check the highlighted fields.', [
      { field: 'cursor', message: 'must be a cursor this list gave' },
    ]);
  return { page: Number(match[1]), skip: Number(match[2]) };
}

function methodOf(text: string): PaymentMethod {
  if ((PAYMENT_METHODS as readonly string[]).includes(text)) return text as PaymentMethod;
  throw new DemoFailure(422, 'VALIDATION_ERROR', 'Check the highlighted fields.', [
    { field: 'payment_method', message: `must be one of ${PAYMENT_METHODS.join(', ')}` },
  ]);
}

/** One console page of `method`'s charges, newest first, from `cursor` on. */
export async function chargesOfMethod(
  pay: PayClient,
  filters: Record<string, string>,
  method: PaymentMethod,
  from: Cursor,
  limit: number,
): Promise<MethodPage> {
  const data: Charge[] = [];
  let { page, skip } = from;
  let scanned = 0;
  for (let read = 0; read < SCAN_PAGES; read += 1) {
    const query = { ...filters, page, limit: SCAN_LIMIT } as unknown as ChargeListQuery;
    const { data: charges, pagination } = await pay.charges.list(query);
    for (let index = skip; index < charges.length; index += 1) {
      scanned += 1;
      if (charges[index].payment_method !== method) continue;
      data.push(charges[index]);
      if (data.length === limit) {
        const more = index + 1 < charges.length || page < pagination.totalPages;
        const next = index + 1 < charges.length ? { page, skip: index + 1 } : { page: page + 1, skip: 0 };
        return { data, next: more ? cursorText(next) : null, scanned };
      }
    }
    if (page >= pagination.totalPages) return { data, next: null, scanned };
    page += 1;
    skip = 0;
  }
  return { data, next: cursorText({ page, skip: 0 }), scanned };
}

async function listByMethod(c: Context, pay: PayClient) {
  try {
    const method = methodOf(c.req.query('payment_method') ?? '');
    // The console's page size; the service's pages are read SCAN_LIMIT at a time from the cursor on.
    const filters = listQuery(c);
    const wanted = Math.min(Math.max(Number(filters.limit) || DEFAULT_LIMIT, 1), SCAN_LIMIT);
    delete filters.page;
    delete filters.limit;
    const found = await chargesOfMethod(pay, filters, method, cursorOf(c.req.query('cursor')), wanted);
    return c.json({
      success: true,
      message: 'Charges retrieved.',
      data: found.data,
      scan: { next: found.next, scanned: found.scanned },
    });
  } catch (error) {
    return fail(c, error);
  }
}

export function chargeRoutes(api: Hono, pay: PayClient): void {
  api.get('/charges', (c) =>
    c.req.query('payment_method')
      ? listByMethod(c, pay)
      : relay(c, () => pay.charges.list(listQuery(c) as never).withResponse()),
  );
  api.get('/charges/:id', (c) => relay(c, () => pay.charges.retrieve(c.req.param('id')).withResponse()));
  api.post('/charges/demo', async (c) => {
    try {
      const created = await createDemoCharges(pay, await readBody(c));
      return c.json({ success: true, message: `${created.length} demo charges created.`, data: created }, 201);
    } catch (error) {
      return fail(c, error);
    }
  });
}
