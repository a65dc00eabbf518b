import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, listQuerySchema } from './list';

describe('isCalendarDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-4-01')).toBe(false);
    expect(isCalendarDate('2024-04-01T00:00:00Z')).toBe(false);
  });

  it('agrees with the UTC calendar for every day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('listQuerySchema', () => {
  const schema = listQuerySchema({ statuses: ['a', 'b'], search: true, dates: true });

  it('defaults page 1 and limit 20', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('accepts every page ≥ 1 and limit 1..100 written as digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 100 }), (page, limit) => {
        expect(schema.parse({ page: String(page), limit: String(limit) })).toEqual({ page, limit });
      }),
    );
  });

  it('refuses parameters the endpoint does not accept', () => {
    expect(listQuerySchema().safeParse({ status: 'a' }).success).toBe(false);
    expect(listQuerySchema().safeParse({ search: 'a' }).success).toBe(false);
    expect(listQuerySchema().safeParse({ date_from: '2024-01-01' }).success).toBe(false);
  });
});
