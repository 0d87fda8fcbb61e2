import { describe, expect, it } from 'vitest';
import { judgeAudit } from '../../../scripts/audit.mjs';

// scripts/audit.mjs (npm test): high or critical advisories in runtime dependencies fail; an endpoint that does not
// answer is reported as unchecked, never as clean. The reports below have the shape of `npm audit --json` (npm 11).
const counts = (high: number, critical: number, moderate = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + critical + moderate,
});
const report = (vulnerabilities: Record<string, unknown>, metadata = counts(0, 0)) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: metadata, dependencies: { prod: 500 } },
  });

describe('judgeAudit', () => {
  it('passes a report without advisories', () => {
    expect(judgeAudit(report({}))).toMatchObject({ status: 'ok', findings: [] });
  });

  it('passes moderate and low advisories, which it does not gate on', () => {
    const verdict = judgeAudit(
      report(
        {
          'some-lib': {
            name: 'some-lib',
            severity: 'moderate',
            via: [{ title: 'ReDoS', url: 'https://example.test/a' }],
            range: '<2',
            fixAvailable: true,
          },
        },
        counts(0, 0, 1),
      ),
    );
    expect(verdict.status).toBe('ok');
  });

  it('fails on high and critical advisories, naming the package, the advisory and the fix', () => {
    const verdict = judgeAudit(
      report(
        {
          next: {
            name: 'next',
            severity: 'critical',
            via: [{ title: 'Authorization bypass in middleware', url: 'https://github.com/advisories/GHSA-xxxx' }],
            range: '>=16.0.0 <16.4.7',
            fixAvailable: { name: 'next', version: '16.4.7', isSemVerMajor: false },
          },
          'next-intl': { name: 'next-intl', severity: 'high', via: ['next'], range: '*', fixAvailable: true },
        },
        counts(1, 1),
      ),
    );
    expect(verdict.status).toBe('vulnerable');
    if (verdict.status !== 'vulnerable') return;
    expect(verdict.findings.map((finding) => [finding.name, finding.severity])).toEqual([
      ['next', 'critical'],
      ['next-intl', 'high'],
    ]);
    expect(verdict.findings[0]!.advisories).toEqual([
      'Authorization bypass in middleware (https://github.com/advisories/GHSA-xxxx)',
    ]);
    expect(verdict.findings[1]!.through).toEqual(['next']);
  });

  it.each([
    [
      'a 405 from a mirror without the endpoint',
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
      '405 Method Not Allowed',
    ],
    [
      'no network',
      JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to registry failed' } }),
      'request to registry failed',
    ],
    ['no JSON at all', '', 'no JSON'],
    ['a report without counts', JSON.stringify({ auditReportVersion: 2, vulnerabilities: {} }), 'did not answer'],
  ])('reports the check as not done on %s', (_case, stdout, reason) => {
    const verdict = judgeAudit(stdout);
    expect(verdict.status).toBe('unavailable');
    if (verdict.status === 'unavailable') expect(verdict.reason).toContain(reason);
  });
});
