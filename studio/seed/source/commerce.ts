import type { Currency } from '@site/schemas';
import { collect } from './translations';
import { FAQ_SLUGS, type FaqSlug, PLAN_SLUGS, type PlanSlug } from './translations/ids';
import type { FaqText, PlanText } from './translations/types';
import type { L } from './types';

interface PlanSource {
  slug: PlanSlug;
  profiles: number;
  teamMembers: number;
  highlighted?: boolean;
  /** Per language: name, description, features (from `translations/<code>.ts`). */
  t: L<PlanText>;
  /** currency, monthly price, annual price (twelve months billed once: ten months' worth). */
  prices: readonly (readonly [Currency, number, number])[];
}

const price = (usd: number, brl: number, pln: number, vnd: number): PlanSource['prices'] => [
  ['USD', usd, usd * 10],
  ['BRL', brl, brl * 10],
  ['PLN', pln, pln * 10],
  ['VND', vnd, vnd * 10],
];

/** What a plan includes and costs; its name, description and feature list are per language. */
const PLANS: Record<PlanSlug, Omit<PlanSource, 'slug' | 't'>> = {
  free: { profiles: 3, teamMembers: 1, prices: price(0, 0, 0, 0) },
  solo: { profiles: 100, teamMembers: 1, prices: price(29, 149, 119, 690_000) },
  team: { profiles: 300, teamMembers: 10, highlighted: true, prices: price(79, 399, 319, 1_890_000) },
  enterprise: { profiles: 2000, teamMembers: 50, prices: price(299, 1490, 1190, 7_190_000) },
};

export const PRICING_PLANS: PlanSource[] = PLAN_SLUGS.map((slug) => ({
  slug,
  ...PLANS[slug],
  t: collect((tr) => tr.plans?.[slug]),
}));

interface FaqSource {
  slug: FaqSlug;
  group: string;
  t: L<FaqText>;
}

const FAQ_GROUPS: Record<FaqSlug, string> = {
  'what-is-an-antidetect-browser': 'general',
  'is-it-legal': 'general',
  'annual-discount': 'pricing',
  refunds: 'pricing',
  'which-proxies': 'technical',
  'profile-storage': 'technical',
  'change-email': 'account',
  'two-factor': 'account',
};

export const FAQ: FaqSource[] = FAQ_SLUGS.map((slug) => ({
  slug,
  group: FAQ_GROUPS[slug],
  t: collect((tr) => tr.faq?.[slug]),
}));
