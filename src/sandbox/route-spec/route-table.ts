/**
 * One declaration per route: its method, path, key, body, replies and refusals, written where the route is
 * handled. The app mounts the handlers by these declarations (`mountRoutes`) and the OpenAPI document is built
 * from the same ones (openapi/document.ts), so the two cannot drift apart.
 */
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../kernel/env';
import type { OperationSpec } from './operation-spec';

/**
 * A route as declared; its name in the table is its operationId. Whether it is rate limited is not declared:
 * every /v1 route is, in the category `rateLimitCategoryFor` (src/interface/rate-limit.ts) gives its path, and
 * nothing else is.
 */
export type RouteDeclaration = Omit<OperationSpec, 'rateLimited' | 'operationId'>;

export type RouteTable<Name extends string = string> = Readonly<Record<Name, OperationSpec>>;

/** The handlers of a table, one per declared route (a missing or extra one does not compile). */
export type RouteHandlers<Table extends RouteTable> = { [Name in keyof Table]: Handler<SandboxEnv> };

const V1_PREFIX = '/v1/';

/** Declares the routes of one resource, by name. */
export function defineRoutes<Name extends string>(routes: Record<Name, RouteDeclaration>): RouteTable<Name> {
  const table = {} as Record<Name, OperationSpec>;
  for (const name of Object.keys(routes) as Name[]) {
    const route = routes[name];
    table[name] = { ...route, operationId: name, rateLimited: route.path.startsWith(V1_PREFIX) };
  }
  return table;
}

/** The router's form of an OpenAPI path template: `/v1/charges/{id}` → `/v1/charges/:id`. */
export const routerPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

/** The guard a route's declaration asks for (its key rule), run right before its handler; none for an open route. */
export type GuardOf = (route: OperationSpec) => MiddlewareHandler<SandboxEnv> | undefined;

/** Registers each declared route with its handler, behind the guard its declaration picks. */
export function mountRoutes<Table extends RouteTable>(
  app: Hono<SandboxEnv>,
  table: Table,
  handlers: RouteHandlers<Table>,
  guardOf: GuardOf,
): void {
  for (const name of Object.keys(table) as (keyof Table & string)[]) {
    const route = table[name];
    const guard = guardOf(route);
    const path = routerPath(route.path);
    if (guard) app.on(route.method.toUpperCase(), path, guard, handlers[name]);
    else app.on(route.method.toUpperCase(), path, handlers[name]);
  }
}

/** A route table with the factory of its handlers: one entry of the registry (src/sandbox/routes.ts). */
export interface RouteModule<State> {
  table: RouteTable;
  handlers: (state: State) => RouteHandlers<RouteTable>;
}

/** Pairs a table with its handlers; a factory that does not answer every route of the table does not compile. */
export function routeModule<Table extends RouteTable, State>(
  table: Table,
  handlers: (state: State) => RouteHandlers<Table>,
): RouteModule<State> {
  return { table, handlers: handlers as (state: State) => RouteHandlers<RouteTable> };
}
