import { describe, expect, it } from 'vitest';
import {
  ContentConfigError,
  REQUIRED_SECRETS,
  resolveContentConfig,
  sanityHostOptions,
  sanityProblems,
  secretProblems,
} from '@/env';

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
    expect(
      secretProblems(production({ SANITY_PREVIEW_SECRET: 'a'.repeat(31), SANITY_REVALIDATE_SECRET: good })),
    ).toEqual([expect.stringMatching(/^SANITY_PREVIEW_SECRET is shorter than 32 characters/)]);
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: '   ', SANITY_REVALIDATE_SECRET: good }))[0]).toMatch(
      /is not set/,
    );
    expect(
      secretProblems(
        production({
          SANITY_PREVIEW_SECRET: 'local-development-preview-secret',
          SANITY_REVALIDATE_SECRET: 'local-development-revalidate-secret',
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^SANITY_PREVIEW_SECRET is a published development default/),
      expect.stringMatching(/^SANITY_REVALIDATE_SECRET is a published/),
    ]);
  });

  it('accepts two good values, whatever the content source', () => {
    expect(secretProblems(production({ SANITY_PREVIEW_SECRET: good, SANITY_REVALIDATE_SECRET: good }))).toEqual([]);
    expect(
      secretProblems(
        production({
          SANITY_PREVIEW_SECRET: good,
          SANITY_REVALIDATE_SECRET: good,
          SANITY_PROJECT_ID: 'abc',
          SANITY_DATASET: 'x',
        }),
      ),
    ).toEqual([]);
  });

  it('does not apply to development and the tests', () => {
    expect(secretProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(secretProblems({})).toEqual([]);
  });
});

describe('sanityProblems', () => {
  const project = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };

  it('requires SANITY_STUDIO_URL once a Sanity project is configured, naming it and why', () => {
    expect(sanityProblems(project)).toEqual([expect.stringMatching(/^SANITY_STUDIO_URL is not set: .*frame the site/)]);
    expect(sanityProblems({ ...project, SANITY_STUDIO_URL: 'javascript:alert(1)' })).toEqual([
      expect.stringMatching(/not an http\(s\) address/),
    ]);
    expect(sanityProblems({ ...project, SANITY_STUDIO_URL: 'https://morphis.sanity.studio' })).toEqual([]);
  });

  it('does not apply to the embedded dataset', () => {
    expect(sanityProblems({})).toEqual([]);
    expect(sanityProblems({ NODE_ENV: 'production' })).toEqual([]);
  });
});

describe('SANITY_API_HOST', () => {
  const project = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };

  it("is Sanity's own API on the project's hostname by default", () => {
    const sanity = resolveContentConfig(project).sanity!;
    expect(sanityHostOptions(sanity)).toEqual({ apiHost: 'https://api.sanity.io', useProjectHostname: true });
  });

  it('moves the client to another origin, the project in a header', () => {
    const sanity = resolveContentConfig({ ...project, SANITY_API_HOST: 'http://localhost:3193/' }).sanity!;
    expect(sanityHostOptions(sanity)).toEqual({ apiHost: 'http://localhost:3193', useProjectHostname: false });
  });

  it('refuses what is not an http(s) origin', () => {
    for (const value of ['localhost:3193', 'ftp://lake.test', 'https://lake.test/v1', 'https://user@lake.test']) {
      expect(() => resolveContentConfig({ ...project, SANITY_API_HOST: value }), value).toThrow(ContentConfigError);
    }
  });
});
