import { ROUTE_GUARD_GROUPS, UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE } from '@site/schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePageRoute } from '@/lib/routing/page-route';
import {
  FAMILY_ROUTE_GUARDS,
  type GuardContext,
  ROUTE_GUARDS,
  UnknownRouteMiddlewareError,
  pageRouteGuards,
  passesRouteGuards,
  resolveRouteGuards,
} from '@/lib/routing/route-guards';

const WEB_SRC = fileURLToPath(new URL('../../../../../web/src', import.meta.url));

const ctx = (params: GuardContext['params'], locale = 'de'): GuardContext => ({ locale, params });

describe('the route guard registry', () => {
  it('has exactly the nine route guard groups', () => {
    expect(Object.keys(ROUTE_GUARDS).sort()).toEqual([...ROUTE_GUARD_GROUPS].sort());
    expect(ROUTE_GUARD_GROUPS).toHaveLength(9);
  });

  it.each([
    ['alternative', { id: 'gologin-alternative' }, true],
    ['alternative', { id: 'gologin' }, false],
    ['alternative', {}, false],
    ['solution', { id: 'affiliate-marketing' }, true],
    ['solution', { id: 'google-servies' }, true],
    ['solution', { id: 'media-market' }, false],
    ['solutions', {}, true],
    ['solutions', { id: 'crypto' }, true],
    ['solutions', { id: 'not-a-solution' }, false],
    ['feature', { page: 'synchronizer' }, true],
    ['feature', { page: 'about-us' }, false],
    ['html', { page: 'about-us' }, true],
    ['html', { page: 'About-Us' }, false],
    ['html', { page: 'a.b' }, false],
    ['html', {}, false],
    ['pre-sales', { page: 'pre-sales' }, true],
    ['pre-sales', { page: 'use-cases' }, false],
    ['case', { page: 'use-cases' }, true],
    ['case', { page: 'pre-sales' }, false],
    ['guide', {}, true],
    ['guide', { slug: 'first-profile' }, true],
    ['guide', { slug: 'Bad_Slug' }, false],
    ['help', { slug: 'proxies' }, true],
    ['help', { slug: '../etc' }, false],
  ] as const)('%s guards %j: %s', (group, params, expected) => {
    expect(passesRouteGuards([group], ctx(params))).toBe(expected);
  });

  it('rejects a locale outside the 20 whatever the groups', () => {
    expect(passesRouteGuards([], ctx({}, 'xx'))).toBe(false);
    expect(passesRouteGuards(['solutions'], ctx({}, 'en'))).toBe(true);
  });

  it("fails with 'Unknown route middleware' for a name outside the registry, before any guard runs", () => {
    expect(() => resolveRouteGuards(['html', 'nope'])).toThrow(UnknownRouteMiddlewareError);
    const error = (() => {
      try {
        passesRouteGuards(['alternative', 'Solution'], ctx({ id: 'not-an-id' }));
      } catch (caught) {
        return caught as UnknownRouteMiddlewareError;
      }
      return null;
    })();
    expect(error?.message).toBe(UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE);
    expect(error?.message).toBe('Unknown route middleware');
    expect(error?.group).toBe('Solution');
  });

  it('guards /{html} by what the segment is', () => {
    expect(pageRouteGuards(parsePageRoute('synchronizer'))).toEqual(['html', 'feature']);
    expect(pageRouteGuards(parsePageRoute('pre-sales'))).toEqual(['html', 'pre-sales']);
    expect(pageRouteGuards(parsePageRoute('use-cases'))).toEqual(['html', 'case']);
    expect(pageRouteGuards(parsePageRoute('guide-proxies'))).toEqual(['html', 'guide']);
    expect(pageRouteGuards(parsePageRoute('blog-proxies'))).toEqual(['html']);
    expect(pageRouteGuards(parsePageRoute('NOT A PAGE'))).toEqual(['html']);
    expect(passesRouteGuards(pageRouteGuards(parsePageRoute('NOT A PAGE')), ctx({ page: 'NOT A PAGE' }))).toBe(false);
  });
});

/**
 * Every guard group name the routes spell, read from their sources: `guardRoute([...])`, `checkRouteGuards([...])`,
 * `landingRoute({ guards: [...] })` and the group tables.
 */
function namedGroups(source: string): string[] {
  const names: string[] = [];
  const arrays = [
    ...source.matchAll(/(?:guardRoute|checkRouteGuards)\(\s*\[([^\]]*)\]/g),
    ...source.matchAll(/landingRoute\(\{[^}]*\bguards:\s*\[([^\]]*)\]/g),
    ...source.matchAll(/RouteGuardGroup\[\]>>\s*=\s*\{([^}]*)\}/g),
    ...source.matchAll(/return\s*\[([^\]]*)\];/g),
  ];
  for (const match of arrays) for (const literal of match[1]!.matchAll(/'([^']*)'/g)) names.push(literal[1]!);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the routes name only groups of the registry (checked at build time, before any page renders)', () => {
  const files = sourceFiles(WEB_SRC).filter((file) =>
    /guardRoute\(|checkRouteGuards\(|landingRoute\(\{|RouteGuardGroup\[\]/.test(readFileSync(file, 'utf8')),
  );
  const byFile = files.map((file) => ({
    file: relative(WEB_SRC, file),
    names: namedGroups(readFileSync(file, 'utf8')),
  }));

  it('finds the guarded routes', () => {
    const guarded = byFile.map((entry) => entry.file);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'app/[locale]/(site)/alternatives/[id]/page.tsx',
        'app/[locale]/(site)/solutions/[id]/page.tsx',
        'app/[locale]/(site)/solutions/page.tsx',
        'views/one-segment-page.tsx',
        'lib/routing/article-route.ts',
      ]),
    );
    // Every group is used by some route.
    const used = new Set(byFile.flatMap((entry) => entry.names));
    expect([...used].sort()).toEqual([...ROUTE_GUARD_GROUPS].sort());
  });

  it.each(byFile.map((entry) => [entry.file, entry.names] as const))('%s', (_file, names) => {
    expect(() => resolveRouteGuards(names)).not.toThrow();
  });

  it('the check fails on a route that names an unknown group', () => {
    const names = namedGroups(
      "const locale = guardRoute(['alternative', 'pre-sale'], { locale: code, params: { id } });",
    );
    expect(names).toEqual(['alternative', 'pre-sale']);
    expect(() => resolveRouteGuards(names)).toThrow('Unknown route middleware');
  });

  it('guards the guide and help families with their rules', () => {
    expect(FAMILY_ROUTE_GUARDS.guide).toEqual(['guide']);
    expect(FAMILY_ROUTE_GUARDS.help).toEqual(['help']);
    expect(passesRouteGuards(FAMILY_ROUTE_GUARDS.help, ctx({ slug: 'Not_A_Slug' }))).toBe(false);
  });
});
