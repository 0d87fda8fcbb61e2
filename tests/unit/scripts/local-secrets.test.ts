import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureLocalSecrets, LOCAL_SECRETS, parseEnvFile } from '../../../scripts/local-secrets.mjs';

// scripts/local-secrets.mjs: the secrets `npm start`, `npm test`, `npm run cluster` and `content:publish` use on a
// checkout with no setup, generated once into the git-ignored .env.local.
const script = fileURLToPath(new URL('../../../scripts/local-secrets.mjs', import.meta.url));
const names = Object.keys(LOCAL_SECRETS);
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'local-secrets-')), '.env.local');

describe('local secrets', () => {
  it('generates every secret once, 64 hex characters each, readable by the owner only', () => {
    const file = tempFile();
    const first = ensureLocalSecrets(file);
    expect(Object.keys(first).sort()).toEqual([...names].sort());
    for (const value of Object.values(first)) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(names.length);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureLocalSecrets(file)).toEqual(first);
  });

  it('keeps the values a file already has and adds only the missing ones', () => {
    const file = tempFile();
    writeFileSync(file, "# mine\nSANITY_PREVIEW_SECRET='kept-value-of-my-own-choosing-0123456789'\nOTHER=1");
    const secrets = ensureLocalSecrets(file);
    expect(secrets.SANITY_PREVIEW_SECRET).toBe('kept-value-of-my-own-choosing-0123456789');
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith("# mine\nSANITY_PREVIEW_SECRET='kept-value-of-my-own-choosing-0123456789'\nOTHER=1\n")).toBe(
      true,
    );
    expect(parseEnvFile(text)).toMatchObject({
      OTHER: '1',
      SANITY_REVALIDATE_SECRET: secrets.SANITY_REVALIDATE_SECRET,
    });
  });

  it('reads export, quotes and comments as a shell would', () => {
    expect(parseEnvFile('export A="x y"\n# B=no\n  C = \'z\'\nD=\n')).toEqual({ A: 'x y', C: 'z', D: '' });
  });

  it('prints export lines for the secrets the environment does not set, and nothing secret to stderr', () => {
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test' as const,
      SANITY_REVALIDATE_SECRET: 'from-the-environment',
    };
    const result = spawnSync(process.execPath, [script, '--export'], { env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    const exported = result.stdout
      .trim()
      .split('\n')
      .map((line) => /^export ([A-Z_]+)='[0-9a-f]{64}'$/.exec(line)?.[1]);
    expect(exported.sort()).toEqual(names.filter((name) => name !== 'SANITY_REVALIDATE_SECRET').sort());
    expect(result.stderr).not.toMatch(/[0-9a-f]{64}/);
  });

  it('refuses to run without --export', () => {
    expect(spawnSync(process.execPath, [script], { encoding: 'utf8' }).status).toBe(2);
  });
});
