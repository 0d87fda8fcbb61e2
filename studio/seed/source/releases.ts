import { collect } from './translations';
import { RELEASE_SLUGS, type ReleaseSlug } from './translations/ids';
import type { ReleaseSource } from './types';

const ALL = ['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux'];
const DESKTOP = ['com_win64', 'com_mac', 'com_arm64', 'com_linux'];

/** Release facts; the notes per language come from `translations/<code>.ts`. 4.3.0's Korean notes are stale on purpose. */
const FACTS: Record<ReleaseSlug, Omit<ReleaseSource, 'slug' | 't' | 'author'>> = {
  '3-8-0': { version: '3.8.0', date: '2024-11-18', platforms: ALL },
  '3-9-0': { version: '3.9.0', date: '2025-01-27', platforms: ALL },
  '4-0-0': { version: '4.0.0', date: '2025-03-10', platforms: ALL },
  '4-1-0': { version: '4.1.0', date: '2025-05-05', platforms: DESKTOP },
  '4-2-0': { version: '4.2.0', date: '2025-06-17', platforms: DESKTOP },
  '4-3-0': { version: '4.3.0', date: '2025-10-02', platforms: DESKTOP, stale: ['ko'] },
};

export const RELEASES: ReleaseSource[] = RELEASE_SLUGS.map((slug) => ({
  slug,
  ...FACTS[slug],
  author: 'daniel-weber',
  t: collect((tr) => tr.releases?.[slug]),
}));
