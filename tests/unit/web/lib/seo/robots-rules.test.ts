import { ANSWER_ENGINE_CRAWLERS, parseAnswerEnginePolicy } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { robotsGroups } from '@/lib/seo/robots-rules';

/** robots.txt's groups (web/src/lib/seo/robots-rules.ts): the answer engines read what search crawlers may, or nothing. */
const RULES = { allow: ['/', '/api/og/'], disallow: ['/api/'] };

describe('robotsGroups', () => {
  it('gives the answer engines the rules every crawler has, in a group naming each of them', () => {
    const [everyone, engines] = robotsGroups('allow', RULES);
    expect(everyone).toEqual({ userAgent: '*', ...RULES });
    expect(engines).toEqual({ userAgent: [...ANSWER_ENGINE_CRAWLERS], ...RULES });
    for (const name of ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'CCBot'])
      expect(engines!.userAgent).toContain(name);
  });

  it('closes the whole site to them with the setting, and leaves everyone else alone', () => {
    const [everyone, engines] = robotsGroups('disallow', RULES);
    expect(everyone).toEqual({ userAgent: '*', ...RULES });
    expect(engines).toEqual({ userAgent: [...ANSWER_ENGINE_CRAWLERS], disallow: ['/'] });
  });

  it('reads the setting: unset is allow, anything but the two values is refused', () => {
    expect(parseAnswerEnginePolicy(undefined)).toBe('allow');
    expect(parseAnswerEnginePolicy('')).toBe('allow');
    expect(parseAnswerEnginePolicy(' Disallow ')).toBe('disallow');
    expect(() => parseAnswerEnginePolicy('off')).toThrow(/ANSWER_ENGINE_CRAWLERS must be/);
  });
});
