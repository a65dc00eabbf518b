/**
 * /v1/submerchants (interface "Submerchants", contract §5). Secret key, Queries rate category: the app's /v1
 * middleware does both before these handlers run.
 *
 * Success: 201 when a record is created (submerchant, partner, document, address), 200 otherwise (reads,
 * a partner upsert that updated, PATCH, DELETE, submit-for-review, request-resubmission).
 */
import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import type { SandboxState } from '../state';
import { registerAddressRoutes } from './address-routes';
import { registerDocumentRoutes } from './document-routes';
import { registerPartnerRoutes } from './partner-routes';
import { registerRegistrationRoutes } from './registration-routes';

/** Mounted at `/v1/submerchants`. */
export function submerchantRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  registerRegistrationRoutes(routes, state);
  registerPartnerRoutes(routes, state);
  registerDocumentRoutes(routes, state);
  registerAddressRoutes(routes, state);
  return routes;
}
