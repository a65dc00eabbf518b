/**
 * The fault controls (secret key, not rate limited, never faulted themselves): `PUT /sandbox/faults` replaces this
 * merchant's rules and webhook faults, `GET` shows them with how often each rule applied, `DELETE` clears them.
 */
import { faultsRequestSchema } from '../../interface/sandbox-faults';
import { ok, validate, withJsonBody } from '../kernel/http';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { CONTROL_ROUTE } from '../route-spec/operation-spec';
import { presentFaults, setFaults, type FaultState } from './state';

export const FAULTS_PATH = '/sandbox/faults';

const FAULTS_REPLY = { kind: 'resource', name: 'SandboxFaults' } as const;

export const FAULT_ROUTES = defineRoutes({
  setFaults: {
    ...CONTROL_ROUTE,
    method: 'put',
    path: FAULTS_PATH,
    summary: "Replace this merchant's faults",
    description:
      "Makes this merchant's /v1 requests (either key) slow, failed (429 with Retry-After, 500, 502, 503, 504, nothing changed) or cut off, and its webhook deliveries doubled, late or out of order. The first rule that matches a request and has times left decides, for a share `rate` of those requests; the same `seed` gives the same hits and misses. Other merchants and the /sandbox controls are never affected.",
    body: 'SandboxFaultsRequest',
    success: [{ status: 200, description: 'The faults now in force.', body: FAULTS_REPLY }],
  },
  getFaults: {
    ...CONTROL_ROUTE,
    method: 'get',
    path: FAULTS_PATH,
    summary: "This merchant's faults",
    success: [{ status: 200, description: 'The faults in force, each rule with `applied`.', body: FAULTS_REPLY }],
  },
  clearFaults: {
    ...CONTROL_ROUTE,
    method: 'delete',
    path: FAULTS_PATH,
    summary: "Clear this merchant's faults",
    success: [{ status: 200, description: 'No faults any more.', body: FAULTS_REPLY }],
  },
});

export function faultHandlers(state: FaultState): RouteHandlers<typeof FAULT_ROUTES> {
  return {
    setFaults: withJsonBody((c, raw) => {
      const body = validate(faultsRequestSchema, raw);
      const faults = setFaults(state, c.get('merchant').id, body);
      return ok(c, 200, 'Faults set.', presentFaults(faults));
    }),
    getFaults: (c) => ok(c, 200, 'Faults.', presentFaults(state.merchantFaults.get(c.get('merchant').id))),
    clearFaults: (c) => {
      state.merchantFaults.delete(c.get('merchant').id);
      return ok(c, 200, 'Faults cleared.', presentFaults(undefined));
    },
  };
}
