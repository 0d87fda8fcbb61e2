import { type LocaleCode, type RouteGuardGroup, isLocaleCode } from '@site/schemas';
import { notFound } from 'next/navigation';
import { type GuardContext, passesRouteGuards } from './route-guards';

/**
 * The one way a route validates its `[locale]` segment: one of the 20 route codes, else the localized 404. Routes
 * with guard groups use guardRoute/checkRouteGuards below, which start with this same check.
 */
export function requireLocale(code: string): LocaleCode {
  return isLocaleCode(code) ? code : notFound();
}

/**
 * Runs a route's guard groups (lib/routing/route-guards.ts) and answers 404 when one says no. The names are typed, and the
 * registry checks them again at run time: an unknown name throws 'Unknown route middleware' instead of a 404.
 */
export function guardRoute(groups: readonly RouteGuardGroup[], context: GuardContext): LocaleCode {
  const locale = requireLocale(context.locale);
  if (!passesRouteGuards(groups, context)) notFound();
  return locale;
}

/**
 * The same check for routes that render their own 404 page (components/not-found-page.tsx: the localized 404 in the
 * HTML, which a thrown notFound() would leave empty): an unknown locale is still the layout's 404; a guard that says
 * no is `allowed: false`, and the route renders its 404 with the visitor's path.
 */
export function checkRouteGuards(
  groups: readonly RouteGuardGroup[],
  context: GuardContext,
): { locale: LocaleCode; allowed: boolean } {
  const locale = requireLocale(context.locale);
  return { locale, allowed: passesRouteGuards(groups, context) };
}
