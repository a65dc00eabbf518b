import type { Phrase } from './i18n';
// Hash routes, so the console works as one page served by one route and the back button still works.
export type Route =
  | { view: 'submerchants' }
  | { view: 'new-submerchant' }
  | { view: 'submerchant'; id: string }
  | { view: 'charges' }
  | { view: 'charge'; id: string }
  | { view: 'customer'; id: string }
  | { view: 'webhooks' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path === '/submerchants/new') return { view: 'new-submerchant' };
  const detail = /^\/submerchants\/([0-9a-fA-F-]{36})$/.exec(path);
  if (detail) return { view: 'submerchant', id: detail[1] };
  if (path === '/charges') return { view: 'charges' };
  const charge = /^\/charges\/([\w-]{1,100})$/.exec(path);
  if (charge) return { view: 'charge', id: charge[1] };
  const customer = /^\/customers\/([\w-]{1,100})$/.exec(path);
  if (customer) return { view: 'customer', id: customer[1] };
  if (path === '/webhooks') return { view: 'webhooks' };
  return { view: 'submerchants' };
}

export const href = {
  submerchants: '#/submerchants',
  newSubmerchant: '#/submerchants/new',
  submerchant: (id: string) => `#/submerchants/${id}`,
  charges: '#/charges',
  charge: (id: string) => `#/charges/${encodeURIComponent(id)}`,
  customer: (id: string) => `#/customers/${encodeURIComponent(id)}`,
  webhooks: '#/webhooks',
};

export function navigate(to: string): void {
  location.hash = to;
}

// A message to announce on the next view (e.g. "created" after the create form hands over to the detail view).
let flash: Phrase | undefined;
export const setFlash = (text: Phrase): void => {
  flash = text;
};
export const takeFlash = (): Phrase | undefined => {
  const text = flash;
  flash = undefined;
  return text;
};
