import type { LocaleCode, RouteGuardGroup } from '@site/schemas';
import { notFound } from 'next/navigation';
import { type GuardContext, passesRouteGuards } from './route-guards';

/**
 * Runs a route's guard groups (lib/route-guards.ts) and answers 404 when one says no. The names are typed, and the
 * registry checks them again at run time: an unknown name throws 'Unknown route middleware' instead of a 404.
 */
export function guardRoute(groups: readonly RouteGuardGroup[], context: GuardContext): LocaleCode {
  if (!passesRouteGuards(groups, context)) notFound();
  return context.locale as LocaleCode;
}
