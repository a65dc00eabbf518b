/**
 * Every route of the /v1 surface, as an OpenAPI path template (relative to the base address): the sandbox registers
 * these, the client and the card fields fill them in. Pure, no zod: browser bundles import this file.
 */
export const V1_ROUTES = {
  fraudSessions: '/v1/fraud-sessions',
  cardTokens: '/v1/card-tokens',
  charges: '/v1/charges',
  charge: '/v1/charges/{id}',
  installments: '/v1/installments',
  postbackEndpoint: '/v1/postbacks/endpoints/{id}',
  submerchants: '/v1/submerchants',
  submerchant: '/v1/submerchants/{id}',
  submitForReview: '/v1/submerchants/{id}/submit-for-review',
  requestResubmission: '/v1/submerchants/{id}/request-resubmission',
  legalRepresentatives: '/v1/submerchants/{id}/legal-representatives',
  legalRepresentative: '/v1/submerchants/{id}/legal-representatives/{repId}',
  documents: '/v1/submerchants/{id}/documents',
  addresses: '/v1/submerchants/{id}/addresses',
  address: '/v1/submerchants/{id}/addresses/{addressId}',
  customers: '/v1/customers',
  customer: '/v1/customers/{id}',
  customerCards: '/v1/customers/{id}/cards',
  customerCard: '/v1/customers/{id}/cards/{cardId}',
  customerSessions: '/v1/customer-sessions',
  sessionCards: '/v1/customer-sessions/current/cards',
  sessionCard: '/v1/customer-sessions/current/cards/{cardId}',
} as const;

/** A path template's `{name}` placeholders filled, in order, with `values`, each passed through `encode`. */
export function fillPath(
  template: string,
  values: readonly unknown[],
  encode: (value: unknown) => string = (value) => encodeURIComponent(String(value)),
): string {
  let next = 0;
  return template.replace(/\{[^}]+\}/g, () => encode(values[next++]));
}

/** Paths of the /v1 surface with their ids filled in (encoded). */
export const API_PATHS = {
  fraudSessions: V1_ROUTES.fraudSessions,
  cardTokens: V1_ROUTES.cardTokens,
  charges: V1_ROUTES.charges,
  charge: (id: string) => fillPath(V1_ROUTES.charge, [id]),
  postbackEndpoint: (id: string) => fillPath(V1_ROUTES.postbackEndpoint, [id]),
  submerchants: V1_ROUTES.submerchants,
} as const;
