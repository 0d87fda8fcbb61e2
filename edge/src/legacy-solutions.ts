import { type LocaleCode, SOLUTION_IDS } from '@site/schemas';
import { EdgeConfigError } from './errors';

/**
 * Old solution pages moved to `/solutions/{id}`. The old addresses are `/solution/{slug}` and
 * `/solutions/{slug}` with a legacy slug; the Chinese and Traditional Chinese sites used slugs of their own.
 * The map comes from the CMS (compiled at build); this module turns it into lookups once.
 */
export interface LegacySolutionEntry {
  readonly legacySlug: string;
  /** The solution id it now lives at. */
  readonly target: string;
  /** The slug the Chinese site used (zh), and the Traditional Chinese one (tc). */
  readonly zhSlug?: string | null | undefined;
  readonly tcSlug?: string | null | undefined;
}

export interface LegacySolutions {
  /** Locale group ('zh', 'tc', 'default') -> old slug -> solution id. */
  readonly byGroup: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SOLUTIONS: ReadonlySet<string> = new Set(SOLUTION_IDS);

export function compileLegacySolutions(entries: readonly LegacySolutionEntry[]): LegacySolutions {
  const groups = new Map<string, Map<string, string>>([
    ['default', new Map()],
    ['zh', new Map()],
    ['tc', new Map()],
  ]);
  for (const [index, entry] of entries.entries()) {
    if (!SOLUTIONS.has(entry.target))
      throw new EdgeConfigError(`Legacy solution ${index}: unknown target ${entry.target}`);
    const add = (group: string, slug: string | null | undefined) => {
      if (!slug) return;
      if (!SLUG.test(slug)) throw new EdgeConfigError(`Legacy solution ${index}: bad slug ${slug}`);
      groups.get(group)!.set(slug, entry.target);
    };
    add('default', entry.legacySlug);
    add('zh', entry.zhSlug);
    add('tc', entry.tcSlug);
  }
  return { byGroup: groups };
}

/** Chinese sites accept their own slugs first, then the common ones, which old shared links also used. */
function lookup(legacy: LegacySolutions, locale: LocaleCode, slug: string): string | undefined {
  const own = locale === 'zh' || locale === 'tc' ? legacy.byGroup.get(locale)?.get(slug) : undefined;
  return own ?? legacy.byGroup.get('default')?.get(slug);
}

/** The new path of an old solution address (`rest`: normalised segments without locale prefix), or undefined. */
export function legacySolutionPath(
  legacy: LegacySolutions,
  locale: LocaleCode,
  rest: readonly string[],
): string[] | undefined {
  if (rest.length !== 2) return undefined;
  const [section, slug] = rest as [string, string];
  if (section !== 'solution' && section !== 'solutions') return undefined;
  const target = lookup(legacy, locale, slug) ?? (section === 'solution' && SOLUTIONS.has(slug) ? slug : undefined);
  if (!target || (section === 'solutions' && target === slug)) return undefined;
  return ['solutions', target];
}
