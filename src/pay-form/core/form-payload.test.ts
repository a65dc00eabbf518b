import { afterEach, describe, expect, it } from 'vitest';
import { formToPayload } from './form-payload';

function form(markup: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('formToPayload', () => {
  it('leaves out the controls `leaveOut` picks, and every control sharing their names', () => {
    const payload = formToPayload(
      form(`
        <input name="amount" value="10">
        <input name="secret" autocomplete="cc-number" value="4111">
        <input name="secret" value="also out">
        <input name="flag" type="checkbox" autocomplete="cc-type">`),
      null,
      (element) => /cc-/.test(element.getAttribute('autocomplete') ?? ''),
    );
    expect(payload).toEqual({ amount: '10' });
  });

  it('nests dotted names into objects and numeric segments into arrays', () => {
    const payload = formToPayload(
      form(`
        <input name="customer.name" value="Ana">
        <input name="customer.email" value="ana@example.com">
        <input name="items.0.name" value="Book">
        <input name="items.1.name" value="Pen">
        <input name="product_type" value="physical">`),
    );
    expect(payload).toEqual({
      customer: { name: 'Ana', email: 'ana@example.com' },
      items: [{ name: 'Book' }, { name: 'Pen' }],
      product_type: 'physical',
    });
  });

  it('compacts array indexes with gaps (a removed row leaves no null)', () => {
    const payload = formToPayload(form(`<input name="items.0.name" value="A"><input name="items.5.name" value="B">`));
    expect(payload).toEqual({ items: [{ name: 'A' }, { name: 'B' }] });
  });

  it('turns number inputs and data-type number/integer into numbers, leaves empty ones out', () => {
    const payload = formToPayload(
      form(`
        <input type="number" name="amount" value="1990">
        <input type="hidden" name="items.0.quantity" data-type="integer" value="2">
        <select name="installments" data-type="number"><option value="3" selected>3x</option></select>
        <input type="number" name="shipping_amount" value="">
        <input name="zip" value="01310100">`),
    );
    expect(payload).toEqual({ amount: 1990, items: [{ quantity: 2 }], installments: 3, zip: '01310100' });
  });

  it('keeps a data-type number value that is not a number as text, for the back end to reject', () => {
    expect(formToPayload(form(`<input name="amount" data-type="number" value="12,50">`))).toEqual({ amount: '12,50' });
  });

  it('sends value-less checkboxes as booleans, unchecked ones as false', () => {
    const payload = formToPayload(
      form(`
        <input type="checkbox" name="items.0.tangible" checked>
        <input type="checkbox" name="save_card">
        <input type="checkbox" name="gift" data-type="boolean" value="yes">`),
    );
    expect(payload).toEqual({ items: [{ tangible: true }], save_card: false, gift: false });
  });

  it('keeps valued checkboxes as their values and repeated names as arrays', () => {
    const payload = formToPayload(
      form(`
        <input type="checkbox" name="tags" value="a" checked>
        <input type="checkbox" name="tags" value="b">
        <input type="checkbox" name="tags" value="c" checked>`),
    );
    expect(payload).toEqual({ tags: ['a', 'c'] });
  });

  it('leaves out disabled controls, files and the fraud session input', () => {
    const payload = formToPayload(
      form(`
        <input name="a" value="1" disabled>
        <input type="file" name="receipt">
        <input type="hidden" name="fraud_session_id" value="stale">
        <input name="b" value="2">`),
    );
    expect(payload).toEqual({ b: '2' });
  });

  it('includes the clicked submit button, as a native post does', () => {
    const element = form(`<input name="a" value="1"><button name="intent" value="pay">Pay</button>`);
    expect(formToPayload(element, element.querySelector('button'))).toEqual({ a: '1', intent: 'pay' });
    // A submitter that is not one of its submit buttons (happy-dom reports the form itself) is ignored.
    expect(formToPayload(element, element)).toEqual({ a: '1' });
  });

  it('never writes through __proto__ or constructor paths (such names stay flat keys)', () => {
    const payload = formToPayload(
      form(
        `<input name="__proto__.polluted" value="x"><input name="a.constructor.b" value="y"><input name="ok" value="z">`,
      ),
    );
    expect(payload).toEqual({ ok: 'z', '__proto__.polluted': 'x', 'a.constructor.b': 'y' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on names that are array properties, and lists are only all-digit levels', () => {
    // `items.length` beside `items.0` used to set an array's length to "abc" (RangeError).
    const payload = formToPayload(
      form(`
        <input name="items.0.name" value="Book">
        <input name="items.length" value="abc">
        <input name="rows.length" value="2">
        <input name="tags.0" value="a">
        <input name="tags.push" value="b">`),
    );
    expect(payload).toEqual({
      items: { 0: { name: 'Book' }, length: 'abc' },
      rows: { length: '2' },
      tags: { 0: 'a', push: 'b' },
    });
    expect(Array.isArray(payload.items)).toBe(false);
  });

  it('makes no huge array from a huge index, and keeps index order', () => {
    const payload = formToPayload(
      form(`
        <input name="items.99999999.name" value="last">
        <input name="items.10.name" value="middle">
        <input name="items.2.name" value="first">
        <input name="items.123456789012345678901234567890.name" value="beyond">`),
    );
    expect(payload).toEqual({ items: [{ name: 'first' }, { name: 'middle' }, { name: 'last' }, { name: 'beyond' }] });
  });

  it('leaves names that are exactly __proto__, prototype or constructor out, and reaches no prototype', () => {
    const payload = formToPayload(
      form(`
        <input name="__proto__" value="x">
        <input name="constructor" value="y">
        <input name="a.prototype" value="z">
        <input name="b.__proto__.c" value="w">
        <input name="ok" value="1">`),
    );
    expect(payload).toEqual({ 'a.prototype': 'z', 'b.__proto__.c': 'w', ok: '1' });
    expect(Object.getPrototypeOf(payload)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });

  it('gives plain objects and arrays (a listener may use their methods), and a path wins over a value of the same name', () => {
    const payload = formToPayload(
      form(
        `<input name="a" value="1"><input name="a.b" value="2"><input name="c.d" value="3"><input name="c" value="4">`,
      ),
    );
    expect(payload).toEqual({ a: { b: '2' }, c: { d: '3' } });
    expect(Object.getPrototypeOf(payload.a)).toBe(Object.prototype);
  });
});
