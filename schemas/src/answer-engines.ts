import { ARTICLE_TYPE, LANDING_TYPE } from './content/families';

/**
 * What the site offers answer engines (LLM assistants and their crawlers): Markdown twins of its pages, `llms.txt`
 * per host and language, and robots.txt rules naming their crawlers. The one source of these names and bounds;
 * Decision 0049 says how twins are reached.
 */

/**
 * The robots.txt tokens of answer engines' crawlers and fetchers, as each operator documents them. They may read what
 * search crawlers may, unless `ANSWER_ENGINE_CRAWLERS_SETTING` says `disallow`.
 */
export const ANSWER_ENGINE_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'DuckAssistBot',
  'MistralAI-User',
  'cohere-ai',
] as const;

/** The environment variable that closes the site to those crawlers: `disallow`; unset or `allow` lets them read. */
export const ANSWER_ENGINE_CRAWLERS_SETTING = 'ANSWER_ENGINE_CRAWLERS';
export const ANSWER_ENGINE_POLICIES = ['allow', 'disallow'] as const;
export type AnswerEnginePolicy = (typeof ANSWER_ENGINE_POLICIES)[number];

export class AnswerEnginePolicyError extends Error {
  override readonly name = 'AnswerEnginePolicyError';
}

/** Unset or empty is `allow`; anything but the two values stops the build with a message. */
export function parseAnswerEnginePolicy(value: string | undefined): AnswerEnginePolicy {
  const policy = value?.trim().toLowerCase() || 'allow';
  if (!(ANSWER_ENGINE_POLICIES as readonly string[]).includes(policy)) {
    throw new AnswerEnginePolicyError(
      `${ANSWER_ENGINE_CRAWLERS_SETTING} must be "allow" or "disallow", not "${value}"`,
    );
  }
  return policy as AnswerEnginePolicy;
}

/** A page's Markdown twin is its address with this suffix (`/de/blog/x.md`), as the llms.txt proposal suggests. */
export const MARKDOWN_SUFFIX = '.md';
/** The twin of an address without a file name (the home page): `/index.html.md`, `/de/index.html.md`. */
export const MARKDOWN_INDEX_FILE = 'index.html';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** The media type pages name in `<link rel="alternate" type="text/markdown">`. */
export const MARKDOWN_MEDIA_TYPE = 'text/markdown';

/** `/llms.txt` on each host, `/{code}/llms.txt` for the prefixed languages; `llms-full.txt` beside each. */
export const LLMS_TXT_FILE = 'llms.txt';
export const LLMS_FULL_TXT_FILE = 'llms-full.txt';
export const LLMS_TXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
/** Newest articles listed per family in llms.txt (the sitemaps list them all). */
export const LLMS_NEWEST_PER_FAMILY = 10;
/**
 * Upper bound of one `llms-full.txt` in UTF-8 bytes: the help centre and guides in full, in order, until the next
 * document would pass it (then a line says where the rest is). About 130k tokens of English: one context window.
 */
export const LLMS_FULL_MAX_BYTES = 512 * 1024;

/**
 * Pages whose twin exists in every language, whatever the CMS holds (locale-free paths). Every other twin is a
 * document's: see `MARKDOWN_TWIN_TYPES`.
 */
export const MARKDOWN_TWIN_PAGES: readonly string[] = ['/', '/pricing', '/download'];

/** Document types whose pages have a twin in each language the document is translated into (not categories). */
export const MARKDOWN_TWIN_TYPES: readonly string[] = [
  ...Object.values(ARTICLE_TYPE),
  ...Object.values(LANDING_TYPE),
  'page',
];
