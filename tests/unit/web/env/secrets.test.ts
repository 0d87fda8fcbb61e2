import { describe, expect, it } from 'vitest';
import { REQUIRED_SECRETS, secretProblems } from '@/env';

// A production server refuses to start unless each secret is set, 32 characters or longer, and not a value this
// project ever published as a development default (web/src/env.ts; the check runs in instrumentation.ts).
const good = 'a'.repeat(32);
const production = (values: Record<string, string>) => ({ NODE_ENV: 'production', ...values });

describe('secretProblems', () => {
  it('names every missing secret with how to generate one', () => {
    const problems = secretProblems(production({}));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SANITY_PREVIEW_SECRET is not set; generate one with: node -e/);
    expect(problems[1]).toMatch(/^SANITY_REVALIDATE_SECRET is not set/);
    expect(REQUIRED_SECRETS).toEqual(['SANITY_PREVIEW_SECRET', 'SANITY_REVALIDATE_SECRET']);
  });

  it('refuses short, blank and published values', () => {
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: 'a'.repeat(31), SANITY_REVALIDATE_SECRET: good }))).toEqual([
      expect.stringMatching(/^SANITY_PREVIEW_SECRET is shorter than 32 characters/),
    ]);
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: '   ', SANITY_REVALIDATE_SECRET: good }))[0]).toMatch(/is not set/);
    expect(
      secretProblems(production({ SANITY_PREVIEW_SECRET: 'local-development-preview-secret', SANITY_REVALIDATE_SECRET: 'local-development-revalidate-secret' })),
    ).toEqual([expect.stringMatching(/^SANITY_PREVIEW_SECRET is a published development default/), expect.stringMatching(/^SANITY_REVALIDATE_SECRET is a published/)]);
  });

  it('accepts two good values, whatever the content source', () => {
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: good, SANITY_REVALIDATE_SECRET: good }))).toEqual([]);
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: good, SANITY_REVALIDATE_SECRET: good, SANITY_PROJECT_ID: 'abc', SANITY_DATASET: 'x' }))).toEqual([]);
  });

  it('does not apply to development and the tests', () => {
    expect(secretProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(secretProblems({})).toEqual([]);
  });
});
