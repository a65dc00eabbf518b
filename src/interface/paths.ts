/** Paths of the /v1 surface (relative to the base address). */
export const API_PATHS = {
  fraudSessions: '/v1/fraud-sessions',
  cardTokens: '/v1/card-tokens',
  charges: '/v1/charges',
  charge: (id: string) => `/v1/charges/${encodeURIComponent(id)}`,
  postbackEndpoint: (id: string) => `/v1/postbacks/endpoints/${encodeURIComponent(id)}`,
  submerchants: '/v1/submerchants',
} as const;
