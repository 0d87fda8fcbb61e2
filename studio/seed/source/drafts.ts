import type { ArticleSource, ArticleText } from './types';

/**
 * Unpublished work, as Sanity exports it (`drafts.<id>`): the site shows it only in draft mode (an editor's preview),
 * never to visitors, in sitemaps or in the search index. One draft edits a published post's English text; one post
 * exists only as a draft.
 */

/** A draft of a published blog post (by slug): the whole document, with these languages' text replaced. */
export const BLOG_POST_EDITS: { slug: string; t: Partial<Record<'en', ArticleText>> }[] = [
  {
    slug: 'what-is-browser-fingerprinting',
    t: {
      en: [
        'What is browser fingerprinting? A revised draft',
        'A draft rewrite of the fingerprinting primer, waiting for review before it is published.',
        `This is the draft of a revised introduction. It is shown only to editors in preview.

## What changes in this revision
The section on audio fingerprints is longer, and the examples name the values a page reads on a phone.`,
      ],
    },
  },
];

/** A blog post that was never published. */
export const BLOG_DRAFT_POSTS: ArticleSource[] = [
  {
    slug: 'morphis-5-roadmap-draft',
    date: '2025-11-20',
    category: 'team-workflows',
    tags: ['account-safety'],
    author: 'anna-kovalenko',
    t: {
      en: [
        'Morphis 5 roadmap (draft)',
        'What the next major version brings: an unpublished draft that only editors see in preview.',
        `This post is still a draft. Visitors never see it; editors see it in preview mode.

## Planned
- Shared profile folders for teams.
- Faster start of large profile lists.`,
      ],
    },
  },
];
