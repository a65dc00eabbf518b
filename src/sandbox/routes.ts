/**
 * Every route table of the sandbox, in the order the OpenAPI document lists them: the /v1 surface, then the
 * sandbox controls, the hosted page, the secure card fields and the document itself.
 */
import { CARD_FIELDS_ROUTES } from './card-fields/routes';
import { CARD_TOKEN_ROUTES } from './card-tokens/routes';
import { CHARGE_CONTROL_ROUTES } from './charges/pay-control';
import { PAY_PAGE_ROUTES } from './pay-pages/routes';
import { CHARGE_ROUTES } from './charges/routes';
import { SANDBOX_CONTROL_ROUTES } from './controls/routes';
import { FRAUD_SESSION_ROUTES } from './fraud-sessions/routes';
import { HOSTED_ROUTES } from './hosted/routes';
import type { OperationSpec } from './route-spec/operation-spec';
import { OPENAPI_ROUTES } from './openapi/routes';
import { POSTBACK_CONTROL_ROUTES } from './postbacks/controls';
import { POSTBACK_ROUTES } from './postbacks/routes';
import type { RouteTable } from './route-spec/route-table';
import { ADDRESS_ROUTES } from './submerchants/address-routes';
import { SUBMERCHANT_CONTROL_ROUTES } from './submerchants/controls';
import { DOCUMENT_ROUTES } from './submerchants/document-routes';
import { PARTNER_ROUTES } from './submerchants/partner-routes';
import { REGISTRATION_ROUTES } from './submerchants/registration-routes';

export const V1_ROUTE_TABLES: readonly RouteTable[] = [
  FRAUD_SESSION_ROUTES,
  CARD_TOKEN_ROUTES,
  CHARGE_ROUTES,
  POSTBACK_ROUTES,
  REGISTRATION_ROUTES,
  PARTNER_ROUTES,
  DOCUMENT_ROUTES,
  ADDRESS_ROUTES,
];

export const OTHER_ROUTE_TABLES: readonly RouteTable[] = [
  SUBMERCHANT_CONTROL_ROUTES,
  POSTBACK_CONTROL_ROUTES,
  CHARGE_CONTROL_ROUTES,
  SANDBOX_CONTROL_ROUTES,
  PAY_PAGE_ROUTES,
  HOSTED_ROUTES,
  CARD_FIELDS_ROUTES,
  OPENAPI_ROUTES,
];

/** Every route, as declared. */
export const OPERATIONS: readonly OperationSpec[] = [...V1_ROUTE_TABLES, ...OTHER_ROUTE_TABLES].flatMap((table) =>
  Object.values(table),
);

const publicKeyRoutes = OPERATIONS.filter((route) => route.auth === 'public');

/** The routes the browser calls with the public key, as `METHOD /path`. */
export const PUBLIC_KEY_ROUTES: ReadonlySet<string> = new Set(
  publicKeyRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`),
);
/** Their paths. */
export const PUBLIC_KEY_PATHS: ReadonlySet<string> = new Set(publicKeyRoutes.map((route) => route.path));
