/** The secure card fields' routes in the OpenAPI document (docs/service.md, "Secure card fields"). */
import { TAGS, type OperationSpec } from '../openapi/operation-spec';

const open = { rateLimited: false, auth: 'none', tag: TAGS.cardFields } as const;

const fieldsQuery = [
  { name: 'key', in: 'query', required: true, description: 'The merchant’s public key (pk_…).', schema: { type: 'string' } },
  { name: 'origin', in: 'query', required: true, description: 'The origin of the page that frames the fields; the only one they talk to and the only one that may frame them.', schema: { type: 'string', format: 'uri' } },
  { name: 'lang', in: 'query', description: 'Language of the labels (default en).', schema: { type: 'string', enum: ['en', 'pt-BR'] } },
];

export const CARD_FIELDS_OPERATIONS: OperationSpec[] = [
  {
    ...open,
    method: 'get',
    path: '/elements/card-fields',
    operationId: 'getCardFields',
    summary: 'The secure card fields (framed by the merchant’s page)',
    description: 'Card number, expiry and CVV inputs (cc-number, cc-exp, cc-csc) under their own CSP; they answer the page over a MessageChannel and tokenize at /v1/card-tokens themselves.',
    parameters: fieldsQuery,
    success: [{ status: 200, description: 'The fields’ page.', body: { kind: 'html' } }],
    htmlErrors: { 400: 'The key or the origin is missing or unusable; the page says which.' },
  },
  {
    ...open,
    method: 'get',
    path: '/elements/card-fields.js',
    operationId: 'getCardFieldsScript',
    summary: 'The fields’ script',
    success: [{ status: 200, description: 'The script (loaded with Subresource Integrity).', body: { kind: 'javascript' } }],
  },
  {
    ...open,
    method: 'get',
    path: '/elements/card-fields.css',
    operationId: 'getCardFieldsStyles',
    summary: 'The fields’ style sheet',
    success: [{ status: 200, description: 'The style sheet.', body: { kind: 'css' } }],
  },
];
