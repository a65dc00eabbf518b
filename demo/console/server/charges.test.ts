import { describe, expect, it } from 'vitest';
import type { PayClient } from 'pay-checkout/client';
import { chargesOfMethod, SCAN_LIMIT, SCAN_PAGES } from './charges';

/** A client whose charge list serves `methods` (newest first) in pages, counting the pages asked for. */
function fakeClient(methods: string[]) {
  const asked: number[] = [];
  const list = async ({ page, limit }: { page: number; limit: number }) => {
    asked.push(page);
    const data = methods
      .slice((page - 1) * limit, page * limit)
      .map((payment_method, index) => ({ id: `ch_${(page - 1) * limit + index}`, payment_method }));
    const totalPages = Math.ceil(methods.length / limit);
    return { data, pagination: { page, limit, total: methods.length, totalPages } };
  };
  return { pay: { charges: { list } } as unknown as PayClient, asked };
}

describe('chargesOfMethod', () => {
  it('reads at most SCAN_PAGES pages of the service for a page, however many charges are stored', async () => {
    const stored = Array.from({ length: SCAN_LIMIT * SCAN_PAGES * 4 }, () => 'credit_card');
    const { pay, asked } = fakeClient([...stored, 'pix']);
    const first = await chargesOfMethod(pay, {}, 'pix', { page: 1, skip: 0 }, 10);
    expect(asked).toEqual([1, 2, 3, 4, 5]);
    expect(first).toEqual({ data: [], next: `${SCAN_PAGES + 1}.0`, scanned: SCAN_LIMIT * SCAN_PAGES });
  });

  it('fills a page from a cursor and says where the next one goes on; null at the end of the list', async () => {
    const { pay } = fakeClient(['pix', 'boleto', 'pix', 'pix', 'credit_card', 'pix']);
    const first = await chargesOfMethod(pay, {}, 'pix', { page: 1, skip: 0 }, 2);
    expect(first).toEqual({
      data: [
        { id: 'ch_0', payment_method: 'pix' },
        { id: 'ch_2', payment_method: 'pix' },
      ],
      next: '1.3',
      scanned: 3,
    });
    const second = await chargesOfMethod(pay, {}, 'pix', { page: 1, skip: 3 }, 2);
    expect(second.data.map((charge) => charge.id)).toEqual(['ch_3', 'ch_5']);
    expect(second.next).toBeNull();
  });
});
