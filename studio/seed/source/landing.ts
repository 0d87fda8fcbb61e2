import { ALTERNATIVE_IDS, type AlternativeId, FEATURE_IDS, SOLUTION_IDS } from '@site/schemas';
import { collect } from './translations';
import type { LandingSource } from './types';

/**
 * Solution, feature and alternative pages: one per spec id, the texts from `translations/<code>.ts`. A language
 * without a page's text falls back to English with a notice (the landing loaders do that per page).
 */
export const SOLUTION_PAGES: LandingSource[] = SOLUTION_IDS.map((slug) => ({
  slug,
  t: collect((tr) => tr.solutions?.[slug]),
}));

export const FEATURE_PAGES: LandingSource[] = FEATURE_IDS.map((slug) => ({
  slug,
  t: collect((tr) => tr.features?.[slug]),
}));

/** The competitor each alternative page compares Morphis with (a name, never translated). */
export const COMPETITORS: Record<AlternativeId, string> = {
  'gologin-alternative': 'GoLogin',
  'incogniton-alternative': 'Incogniton',
  'dolphin-anty-alternative': 'Dolphin Anty',
  'multilogin-alternative': 'Multilogin',
  'octo-browser-alternative': 'Octo Browser',
  'undetectable-alternative': 'Undetectable',
  'ziniao-alternative': 'Ziniao',
};

export const ALTERNATIVE_PAGES: LandingSource[] = ALTERNATIVE_IDS.map((slug) => {
  const competitor = COMPETITORS[slug];
  return {
    slug,
    competitor,
    t: collect(({ alternatives }) =>
      alternatives?.title && alternatives.summary && alternatives.bodies?.[slug]
        ? ([alternatives.title(competitor), alternatives.summary(competitor), alternatives.bodies[slug]] as const)
        : undefined,
    ),
  };
});
