/**
 * The route guard groups, and the error a route naming any other group fails with.
 * The rules themselves are the web's (web/src/lib/routing/route-guards.ts); this is the one list of their names.
 */
export const ROUTE_GUARD_GROUPS = [
  'alternative',
  'case',
  'feature',
  'guide',
  'help',
  'html',
  'pre-sales',
  'solution',
  'solutions',
] as const;
export type RouteGuardGroup = (typeof ROUTE_GUARD_GROUPS)[number];

export const UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE = 'Unknown route middleware';

export function isRouteGuardGroup(name: string): name is RouteGuardGroup {
  return (ROUTE_GUARD_GROUPS as readonly string[]).includes(name);
}
