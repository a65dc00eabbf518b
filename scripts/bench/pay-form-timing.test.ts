import { describe, expect, it } from 'vitest';
import { clickIntervals, type Marks } from './pay-form-timing';

const SERVICE = 'http://127.0.0.1:4100';
const PAGE = 'http://localhost:4200';

describe('clickIntervals', () => {
  it('times click → token call and token reply → action call, whatever else the page fetched', () => {
    const marks: Marks = {
      click: 1000,
      calls: [
        { url: `${SERVICE}/v1/fraud-sessions`, at: 990 },
        { url: `${SERVICE}/v1/card-tokens`, at: 1003.5 },
        { url: `${PAGE}/api/checkout/demo`, at: 1320.75 },
      ],
      replies: [
        { url: `${SERVICE}/v1/fraud-sessions`, at: 995 },
        { url: `${SERVICE}/v1/card-tokens`, at: 1319.5 },
      ],
    };
    expect(clickIntervals(marks)).toEqual({ clickToToken: 3.5, tokenReplyToAction: 1.25 });
  });

  it('refuses a run in which the click never reached the action (a refused card, a failed token)', () => {
    const marks: Marks = {
      click: 1000,
      calls: [{ url: `${SERVICE}/v1/card-tokens`, at: 1002 }],
      replies: [{ url: `${SERVICE}/v1/card-tokens`, at: 1300 }],
    };
    expect(() => clickIntervals(marks)).toThrow(/did not go the whole way/);
  });

  it('refuses a run without the click stamped', () => {
    const marks: Marks = {
      calls: [
        { url: `${SERVICE}/v1/card-tokens`, at: 1002 },
        { url: `${PAGE}/api/checkout/demo`, at: 1302 },
      ],
      replies: [{ url: `${SERVICE}/v1/card-tokens`, at: 1300 }],
    };
    expect(() => clickIntervals(marks)).toThrow(/did not go the whole way/);
  });
});
