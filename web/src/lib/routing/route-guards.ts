import {
  ALTERNATIVE_IDS,
  type ArticleFamily,
  ROUTE_GUARD_GROUPS,
  type RouteGuardGroup,
  SOLUTION_IDS,
  UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE,
  isLocaleCode,
  isRouteGuardGroup,
  isSlug,
} from '@site/schemas';
import { type PageRoute, parsePageRoute } from './page-route';

/**
 * The route guards (nine groups; the old site's route middleware) as one registry. A route names
 * its groups; every group runs before the route loads any content, and a guard that says no makes the route a 404.
 * A name that is not in the registry is a programming error, not a 404: it throws 'Unknown route middleware'
 * instead, which fails the build when the route is prerendered, and tests/unit/web/lib/routing/route-guards.test.ts
 * checks every name the routes' sources spell. The spec names the groups without their rules: the rules below are ours.
 */

/** The route's dynamic segments as Next passes them (`id`, `slug`, `page`, `tags`), plus the locale. */
export interface GuardContext {
  readonly locale: string;
  readonly params: Readonly<Record<string, string | undefined>>;
}

export type RouteGuard = (context: GuardContext) => boolean;

const isOneOf = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value);
const segmentRoute = (context: GuardContext): PageRoute | null =>
  context.params.page === undefined ? null : parsePageRoute(context.params.page);
/** An article id, when the route has one, must be a slug (`/guide`, the index, has none). */
const optionalSlug = (value: string | undefined) => value === undefined || isSlug(value);

export const ROUTE_GUARDS: Readonly<Record<RouteGuardGroup, RouteGuard>> = {
  alternative: ({ params }) => isOneOf(ALTERNATIVE_IDS, params.id),
  // The use-cases page: `/{html}` resolved to the fixed CMS page of that name.
  case: (context) => {
    const route = segmentRoute(context);
    return route?.kind === 'page' && route.slug === 'use-cases';
  },
  feature: (context) => segmentRoute(context)?.kind === 'feature',
  guide: ({ params }) => optionalSlug(params.slug),
  help: ({ params }) => optionalSlug(params.slug),
  // `/{html}`: one lowercase slug segment (the route shapes `parsePageRoute` knows).
  html: (context) => segmentRoute(context) !== null,
  'pre-sales': (context) => {
    const route = segmentRoute(context);
    return route?.kind === 'page' && route.slug === 'pre-sales';
  },
  solution: ({ params }) => isOneOf(SOLUTION_IDS, params.id),
  // The solutions section: its index, or one of its ids (the `solution` guard then checks the page itself).
  solutions: ({ params }) => params.id === undefined || isOneOf(SOLUTION_IDS, params.id),
};

/** The error of a route that names a group the registry does not have. */
export class UnknownRouteMiddlewareError extends Error {
  readonly group: string;
  constructor(group: string) {
    super(UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE, {
      cause: new Error(`no route guard group named ${JSON.stringify(group)}; known: ${ROUTE_GUARD_GROUPS.join(', ')}`),
    });
    this.name = 'UnknownRouteMiddlewareError';
    this.group = group;
  }
}

/** The guards of the named groups, in order; throws UnknownRouteMiddlewareError for any unknown name. */
export function resolveRouteGuards(groups: readonly string[]): RouteGuard[] {
  return groups.map((group) => {
    if (!isRouteGuardGroup(group)) throw new UnknownRouteMiddlewareError(group);
    return ROUTE_GUARDS[group];
  });
}

/** True when the locale is one of the 20 and every named guard passes; names are all checked before any guard runs. */
export function passesRouteGuards(groups: readonly string[], context: GuardContext): boolean {
  const guards = resolveRouteGuards(groups);
  return isLocaleCode(context.locale) && guards.every((guard) => guard(context));
}

/** The groups guarding a `/{html}` path, by what it resolves to (spec: the html rule and the feature rule). */
export function pageRouteGuards(route: PageRoute | null): RouteGuardGroup[] {
  if (route?.kind === 'feature') return ['html', 'feature'];
  if (route?.kind === 'category' && route.family === 'guide') return ['html', 'guide'];
  if (route?.kind === 'page' && route.slug === 'pre-sales') return ['html', 'pre-sales'];
  if (route?.kind === 'page' && route.slug === 'use-cases') return ['html', 'case'];
  return ['html'];
}

/** The groups guarding each article family's routes (index and articles): the guide rule and the help rule. */
export const FAMILY_ROUTE_GUARDS: Readonly<Record<ArticleFamily, readonly RouteGuardGroup[]>> = {
  blog: [],
  news: [],
  guide: ['guide'],
  help: ['help'],
  release: [],
  partner: [],
  docs: [],
};
