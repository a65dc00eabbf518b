import { afterEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { answer, mountPayForm, recordEvents, SUCCESS } from './test-fakes';
import { installmentOptions, type InstallmentTerms } from '../../interface/installment-quote';
import { required } from '../../interface/test-required';

/** The sandbox's seeded terms for pk_test_demo (docs/sandbox.md). */
const TERMS: InstallmentTerms = {
  max_installments: 12,
  free_installments: 3,
  monthly_rate: 1.99,
  min_installment: 500,
  brand_max: { hipercard: 6 },
};
const ATTRIBUTES = { 'public-key': 'pk_test_demo', 'api-base': 'http://127.0.0.1:4010', action: '/api/checkout' };
const VISA = '4111 1111 1111 1111';
const MASTERCARD = '5555 5555 5555 4444';
const HIPERCARD = '6062 8256 2425 4001';
const TOKEN = { data: { id: 'tok_abc', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 } };

function checkout({ number = '', amount = '100000', methods = false } = {}): string {
  const method = (value: string, checked = '') =>
    `<input type="radio" name="payment_method" value="${value}" ${checked}>`;
  return `
    <form>
      <input name="amount" value="${amount}">
      ${methods ? method('credit_card', 'checked') + method('debit_card') : ''}
      <input autocomplete="cc-number" value="${number}">
      <input autocomplete="cc-name" value="ANA SOUZA">
      <input autocomplete="cc-exp" value="12/30">
      <input autocomplete="cc-csc" value="737">
      <label for="count">Installments</label>
      <select id="count" name="payment_details.installments" data-installments><option value="1">1×</option></select>
      <button>Pay</button>
    </form>`;
}

type QuoteReply = (search: URLSearchParams, init: RequestInit) => Response | Promise<Response>;

/** The service's quote as the sandbox computes it, for the query asked. */
const quoted: QuoteReply = (search) => {
  const amount = Number(search.get('amount'));
  const brand = search.get('brand');
  const debit = search.get('payment_method') === 'debit_card';
  return answer(200, { data: { amount, brand, options: installmentOptions(amount, TERMS, { brand, debit }) } });
};

/** The page's fetch: quotes (each answered by the next of `quotes`, else as the service would), a token, the back end. */
function service(...quotes: QuoteReply[]) {
  const asked: { search: URLSearchParams; headers: Record<string, string> }[] = [];
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(String(url), 'http://shop.test/');
      if (address.pathname === '/v1/installments') {
        asked.push({ search: address.searchParams, headers: init.headers as Record<string, string> });
        return (quotes.shift() ?? quoted)(address.searchParams, init);
      }
      posts.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return address.pathname === '/v1/card-tokens' ? answer(201, TOKEN) : answer(200, SUCCESS);
    }),
  );
  return { asked, posts };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Intl writes a no-break space after R$: compared as plain spaces. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const select = (form: HTMLFormElement) => required(form.querySelector('select'), 'the select');
const optionsOf = (form: HTMLFormElement) =>
  Array.from(select(form).options).map((option) => [option.value, spaced(option.textContent)]);
const summaryOf = (form: HTMLFormElement) =>
  (select(form).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('')
    .replace(/\s/g, ' ');
const noticeOf = (element: HTMLElement) =>
  spaced(element.shadowRoot?.querySelector('[part="installments-notice"]')?.textContent);

function type(form: HTMLFormElement, token: string, value: string): void {
  const input = required(form.querySelector<HTMLInputElement>(`[autocomplete="${token}"], [name="${token}"]`), token);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(form: HTMLFormElement, count: string): void {
  select(form).value = count;
  select(form).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<pay-form> installments from the service’s quote', () => {
  it('fills the select with the quote’s options, worded as the buyer must see them (pt-BR), once the brand is known', async () => {
    const { asked } = service();
    const { form } = await mountPayForm({ ...ATTRIBUTES, locale: 'pt-BR' }, { markup: checkout() });
    // The amount alone: quoted as for no card yet.
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    type(form, 'cc-number', VISA);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map(({ search }) => search.toString())).toEqual(['amount=100000', 'amount=100000&brand=visa']);
    expect(asked[1].headers.Authorization).toBe(`Basic ${btoa('pk_test_demo:')}`);
    const quote = installmentOptions(100000, TERMS, { brand: 'visa' });
    await vi.waitFor(() =>
      expect(optionsOf(form).map(([value]) => value)).toEqual(quote.map((o) => `${o.installments}`)),
    );
    expect(optionsOf(form).slice(0, 4)).toEqual([
      ['1', '1× de R$ 1.000,00 à vista'],
      ['2', '2× de R$ 500,00 sem juros'],
      ['3', '3× de R$ 333,34 sem juros'],
      ['4', '4× de R$ 262,56 com juros (1,99 % a.m., CET 26,67 % a.a.) — total R$ 1.050,24'],
    ]);
    expect(optionsOf(form)[9]).toEqual([
      '10',
      '10× de R$ 111,27 com juros (1,99 % a.m., CET 26,68 % a.a.) — total R$ 1.112,70',
    ]);
    expect(summaryOf(form)).toBe('Total R$ 1.000,00 · à vista R$ 1.000,00');
    choose(form, '10');
    expect(summaryOf(form)).toBe('Total R$ 1.112,70 · à vista R$ 1.000,00');
  });

  it('words the options in English too', async () => {
    service();
    const { form } = await mountPayForm({ ...ATTRIBUTES, locale: 'en' }, { markup: checkout({ number: VISA }) });
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    expect(optionsOf(form)[0]).toEqual(['1', '1× of R$ 1.000,00, paid at once']);
    expect(optionsOf(form)[2]).toEqual(['3', '3× of R$ 333,34 interest-free']);
    expect(optionsOf(form)[9]).toEqual([
      '10',
      '10× of R$ 111,27 with interest (1.99 % a month, CET 26.68 % a year) — total R$ 1.112,70',
    ]);
    expect(summaryOf(form)).toBe('Total R$ 1.000,00 · cash price R$ 1.000,00');
  });

  it('quotes again when the brand changes: a count still offered is kept, one no longer offered is reset and announced', async () => {
    const { asked } = service();
    const { element, form } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'en' },
      { markup: checkout({ number: VISA }) },
    );
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    choose(form, '3');
    type(form, 'cc-number', MASTERCARD);
    await vi.waitFor(() => expect(asked.at(-1)?.search.get('brand')).toBe('mastercard'));
    await vi.waitFor(() => expect(select(form).value).toBe('3'));
    expect(noticeOf(element)).toBe('');
    choose(form, '10');
    type(form, 'cc-number', HIPERCARD);
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(6));
    expect(select(form).value).toBe('1');
    await vi.waitFor(() =>
      expect(noticeOf(element)).toBe('10× is not offered for this payment: 1× chosen, cash price R$ 1.000,00.'),
    );
    expect(element.shadowRoot?.querySelector('[part="installments-notice"]')?.getAttribute('role')).toBe('status');
    expect(summaryOf(form)).toBe('Total R$ 1.000,00 · cash price R$ 1.000,00');
  });

  it('offers 1× only for a debit card, and quotes the amount again as it changes', async () => {
    const { asked } = service();
    const markup = checkout({ number: VISA, methods: true });
    const { form } = await mountPayForm({ ...ATTRIBUTES, locale: 'pt-BR' }, { markup });
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    const debit = required(form.querySelector<HTMLInputElement>('[value="debit_card"]'), 'debit');
    debit.checked = true;
    debit.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(optionsOf(form)).toEqual([['1', '1× de R$ 1.000,00 à vista']]));
    expect(asked.at(-1)?.search.toString()).toBe('amount=100000&brand=visa&payment_method=debit_card');
    type(form, 'amount', '2000');
    await vi.waitFor(() => expect(optionsOf(form)).toEqual([['1', '1× de R$ 20,00 à vista']]));
  });

  it.each([
    ['a 5xx', () => answer(503, { error: 'SERVICE_UNAVAILABLE' })],
    ['a 4xx', () => answer(422, { error: 'VALIDATION_ERROR' })],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a reply that is no quote', () => answer(200, '<html>')],
    // A peer that never answers: fetch gives up only when the element aborts it.
    [
      'a peer that never answers',
      (_: URLSearchParams, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    ],
  ])('leaves 1× payable at the cash price and says so after %s', async (_, reply) => {
    service(reply);
    const markup = checkout({ number: VISA });
    const { element, form } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'pt-BR', 'request-timeout': '200' },
      { markup },
    );
    await vi.waitFor(() =>
      expect(noticeOf(element)).toBe('Parcelamento indisponível no momento: você pode pagar R$ 1.000,00 à vista.'),
    );
    expect(optionsOf(form)).toEqual([['1', '1× de R$ 1.000,00 à vista']]);
    expect(summaryOf(form)).toBe('Total R$ 1.000,00 · à vista R$ 1.000,00');
  });

  it('asks one quote at a time and never shows a stale reply over a newer one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release = () => {};
    const held: QuoteReply = (search) =>
      new Promise<Response>((resolve) => (release = () => resolve(quoted(search, {}) as Response)));
    const { asked } = service(held);
    const { form } = await mountPayForm({ ...ATTRIBUTES, locale: 'en' }, { markup: checkout({ number: VISA }) });
    const counts: number[] = [];
    new MutationObserver(() => counts.push(select(form).options.length)).observe(select(form), { childList: true });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    type(form, 'cc-number', HIPERCARD);
    // The new brand's debounce runs out while the Visa quote is in flight: no second request yet.
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].search.get('brand')).toBe('hipercard');
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(6));
    // The Visa reply (12 options) was never shown.
    expect(counts).toEqual([6]);
    vi.useRealTimers();
  });

  it('asks a failed quote again by itself, 5 s then 10 s later, saying the failure once; the options come back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const down: QuoteReply = () => answer(503, { error: 'SERVICE_UNAVAILABLE' });
    const { asked } = service(down, down);
    const { element, form } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'en' },
      { markup: checkout({ number: VISA }) },
    );
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(10);
    const failed = 'Installments are unavailable right now: you can pay R$ 1.000,00 at once.';
    expect(noticeOf(element)).toBe(failed);
    const said: string[] = [];
    new MutationObserver(() => said.push(noticeOf(element))).observe(
      required(element.shadowRoot?.querySelector('[part="installments-notice"]'), 'the notice'),
      { childList: true, characterData: true, subtree: true },
    );
    await vi.advanceTimersByTimeAsync(4900);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(asked).toHaveLength(2);
    // Failed again: the same words stay, not said a second time.
    expect(said).toEqual([]);
    expect(optionsOf(form)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(3);
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    expect(noticeOf(element)).toBe('');
    // Answered: nothing more is asked.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(3);
    vi.useRealTimers();
  });

  it('asks a new amount again 5 s after its first failure, however long the last one failed; a 401 is not asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const down: QuoteReply = () => answer(503, { error: 'SERVICE_UNAVAILABLE' });
    const refused: QuoteReply = () => answer(401, { error: 'UNAUTHORIZED' });
    const { asked } = service(down, down, down, down, down, refused);
    const { form } = await mountPayForm({ ...ATTRIBUTES, locale: 'en' }, { markup: checkout({ number: VISA }) });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    // Failed at once, then 5 s, 10 s and 20 s later: the next try would be 40 s away.
    await vi.advanceTimersByTimeAsync(5000 + 10_000 + 20_000 + 100);
    expect(asked).toHaveLength(4);
    type(form, 'amount', '50000');
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toHaveLength(5);
    // The new amount failed too: asked again 5 s later, not 40 s.
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked.map((query) => query.search.get('amount'))).toEqual([
      '100000',
      '100000',
      '100000',
      '100000',
      '50000',
      '50000',
    ]);
    // That answer is a 401, which lasts: nothing more is asked, however long the page stays open.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(asked).toHaveLength(6);
    vi.useRealTimers();
  });

  it('sends the chosen count with the total the buyer saw', async () => {
    const { posts } = service();
    const { element, form } = await mountPayForm(
      { ...ATTRIBUTES, locale: 'en' },
      { markup: checkout({ number: VISA }) },
    );
    const { of } = recordEvents(element);
    await vi.waitFor(() => expect(optionsOf(form)).toHaveLength(12));
    choose(form, '10');
    form.requestSubmit();
    await vi.waitFor(() => expect(of('pay-success')).toHaveLength(1));
    expect(posts.map(({ url }) => url)).toEqual(['http://127.0.0.1:4010/v1/card-tokens', '/api/checkout']);
    expect(posts[1].body.payment_details).toEqual({
      card_token: 'tok_abc',
      installments: 10,
      installment_total: 111270,
    });
  });

  it('leaves a select with its own data-amount to its own terms: no quote is asked', async () => {
    const { asked } = service();
    const markup = `<form><input name="amount" value="100000"><select name="payment_details.installments"
      data-installments data-amount="10000" data-installments-max="2"></select></form>`;
    const { element, form } = await mountPayForm({ ...ATTRIBUTES, locale: 'en' }, { markup });
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[part="installments-notice"]')).not.toBeNull());
    expect(optionsOf(form)).toEqual([
      ['1', '1× R$ 100,00'],
      ['2', '2× R$ 50,00 interest-free (total R$ 100,00)'],
    ]);
    expect(asked).toEqual([]);
  });
});
