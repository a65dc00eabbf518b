/**
 * The registry: every route table of the sandbox with its handlers, in one order that is both the order the app
 * mounts them (app.ts) and the order the OpenAPI document lists them: the /v1 surface, then the sandbox controls,
 * the buyer's pages, the hosted page, the secure card fields, the issuer's page and the document itself. A new resource is one entry.
 */
import { AUTHENTICATION_PAGE_ROUTES, authenticationPageHandlers } from './authentication/routes';
import { CARD_FIELDS_ROUTES, cardFieldsHandlers } from './card-fields/routes';
import { CARD_TOKEN_ROUTES, cardTokenHandlers } from './customers/card-token-routes';
import { FAULT_ROUTES, faultHandlers } from './faults/routes';
import { CHARGE_CONTROL_ROUTES, chargeControlHandlers } from './charges/pay-control';
import { CHARGE_ROUTES, chargeHandlers } from './charges/routes';
import { CUSTOMER_ROUTES, customerHandlers } from './customers/routes';
import { CUSTOMER_SESSION_ROUTES, customerSessionHandlers } from './customers/session-routes';
import { SANDBOX_CONTROL_ROUTES, sandboxControlHandlers } from './controls/routes';
import { FRAUD_SESSION_ROUTES, fraudSessionHandlers } from './fraud-sessions/routes';
import { HOSTED_ROUTES, hostedHandlers } from './hosted/routes';
import {
  INSTALLMENT_ROUTES,
  INSTALLMENT_TERMS_ROUTES,
  installmentHandlers,
  installmentTermsHandlers,
} from './installments/routes';
import type { SandboxState } from './state';
import { DEFAULT_SERVER_URL, openApiDocument, type OpenApiDocument } from './openapi/document';
import { OPENAPI_ROUTES, openApiHandlers } from './openapi/routes';
import { PAY_PAGE_ROUTES, payPageHandlers } from './pay-pages/routes';
import { POSTBACK_CONTROL_ROUTES, postbackControlHandlers } from './postbacks/controls';
import { POSTBACK_ROUTES, postbackHandlers } from './postbacks/routes';
import type { OperationSpec } from './route-spec/operation-spec';
import { routeModule, type RouteModule } from './route-spec/route-table';
import { ADDRESS_ROUTES, addressHandlers } from './submerchants/address-routes';
import { SUBMERCHANT_CONTROL_ROUTES, submerchantControlHandlers } from './submerchants/controls';
import { DOCUMENT_ROUTES, documentHandlers } from './submerchants/document-routes';
import { PARTNER_ROUTES, partnerHandlers } from './submerchants/partner-routes';
import { REGISTRATION_ROUTES, registrationHandlers } from './submerchants/registration-routes';

export const ROUTE_MODULES: readonly RouteModule<SandboxState>[] = [
  routeModule(FRAUD_SESSION_ROUTES, fraudSessionHandlers),
  routeModule(CARD_TOKEN_ROUTES, cardTokenHandlers),
  routeModule(CHARGE_ROUTES, chargeHandlers),
  routeModule(INSTALLMENT_ROUTES, installmentHandlers),
  routeModule(CUSTOMER_ROUTES, customerHandlers),
  routeModule(CUSTOMER_SESSION_ROUTES, customerSessionHandlers),
  routeModule(POSTBACK_ROUTES, postbackHandlers),
  routeModule(REGISTRATION_ROUTES, registrationHandlers),
  routeModule(PARTNER_ROUTES, partnerHandlers),
  routeModule(DOCUMENT_ROUTES, documentHandlers),
  routeModule(ADDRESS_ROUTES, addressHandlers),
  routeModule(SUBMERCHANT_CONTROL_ROUTES, submerchantControlHandlers),
  routeModule(POSTBACK_CONTROL_ROUTES, postbackControlHandlers),
  routeModule(CHARGE_CONTROL_ROUTES, chargeControlHandlers),
  routeModule(SANDBOX_CONTROL_ROUTES, sandboxControlHandlers),
  routeModule(INSTALLMENT_TERMS_ROUTES, installmentTermsHandlers),
  routeModule(FAULT_ROUTES, faultHandlers),
  routeModule(PAY_PAGE_ROUTES, payPageHandlers),
  routeModule(HOSTED_ROUTES, hostedHandlers),
  routeModule(CARD_FIELDS_ROUTES, cardFieldsHandlers),
  routeModule(AUTHENTICATION_PAGE_ROUTES, authenticationPageHandlers),
  // The document lists every route, its own included: its handler is handed the builder.
  routeModule(OPENAPI_ROUTES, () => openApiHandlers(buildOpenApiDocument)),
];

/** Every route, as declared. */
export const OPERATIONS: readonly OperationSpec[] = ROUTE_MODULES.flatMap((module) => Object.values(module.table));

/** The OpenAPI document of every route. `serverUrl` is the address callers reach the sandbox at. */
export function buildOpenApiDocument(serverUrl: string = DEFAULT_SERVER_URL): OpenApiDocument {
  return openApiDocument(OPERATIONS, serverUrl);
}

const publicKeyRoutes = OPERATIONS.filter((route) => route.auth === 'public');

/** The routes the browser calls with the public key, as `METHOD /path`. */
export const PUBLIC_KEY_ROUTES: ReadonlySet<string> = new Set(
  publicKeyRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`),
);
/** Their paths. */
export const PUBLIC_KEY_PATHS: ReadonlySet<string> = new Set(publicKeyRoutes.map((route) => route.path));
/** The paths of the routes either key may call (a buyer's page and a back end both read them). */
export const EITHER_KEY_PATHS: ReadonlySet<string> = new Set(
  OPERATIONS.filter((route) => route.auth === 'either').map((route) => route.path),
);
/** The ones with an id in their path, as a method and a pattern of the paths they answer. */
export const PUBLIC_KEY_TEMPLATES: readonly { method: string; pattern: RegExp }[] = publicKeyRoutes
  .filter((route) => route.path.includes('{'))
  .map((route) => ({
    method: route.method.toUpperCase(),
    pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
