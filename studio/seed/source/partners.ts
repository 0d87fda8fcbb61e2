import { collect } from './translations';
import type { PartnerSlug } from './translations/ids';
import type { PartnerSource } from './types';

/**
 * Partners in every language: the facts here, the texts (title, excerpt, description) with each language's marketing
 * texts. The companies are fictional placeholders on reserved `.example` domains, so the seed never advertises a real
 * business.
 */
const FACTS: (Omit<PartnerSource, 't'> & { slug: PartnerSlug })[] = [
  {
    slug: 'northwind-proxies',
    name: 'Northwind Proxies',
    website: 'https://northwind-proxies.example',
    kind: 'proxy',
    promoCode: 'MORPHIS15',
    order: 1,
    colors: ['#2563eb', '#06b6d4'],
    date: '2025-02-01',
  },
  {
    slug: 'cellgate-mobile',
    name: 'CellGate Mobile',
    website: 'https://cellgate-mobile.example',
    kind: 'proxy',
    order: 2,
    colors: ['#16a34a', '#84cc16'],
    date: '2025-03-15',
  },
  {
    slug: 'paylane-cards',
    name: 'Paylane Cards',
    website: 'https://paylane-cards.example',
    kind: 'payment',
    order: 3,
    colors: ['#7c3aed', '#a855f7'],
    date: '2025-04-10',
  },
  {
    slug: 'offerhub-network',
    name: 'OfferHub Network',
    website: 'https://offerhub.example',
    kind: 'affiliate-network',
    order: 4,
    colors: ['#ea580c', '#f59e0b'],
    date: '2025-05-22',
  },
  {
    slug: 'captchafox-solver',
    name: 'CaptchaFox Solver',
    website: 'https://captchafox-solver.example',
    kind: 'automation',
    order: 5,
    colors: ['#dc2626', '#f97316'],
    date: '2025-07-08',
  },
  {
    slug: 'growth-guild-community',
    name: 'Growth Guild',
    website: 'https://growth-guild.example',
    kind: 'community',
    order: 6,
    colors: ['#0f172a', '#475569'],
    date: '2025-09-01',
    stale: ['vn'],
  },
];

export const PARTNERS: PartnerSource[] = FACTS.map((partner) => ({
  ...partner,
  t: collect((tr) => tr.partners?.[partner.slug]),
}));
