// Types of audit.mjs for its tests (tests/unit/scripts/audit.test.ts).
export interface AuditFinding {
  name: string;
  severity: string;
  range?: string;
  advisories: string[];
  through: string[];
  fix: unknown;
}
export type AuditVerdict =
  | { status: 'unavailable'; reason: string }
  | { status: 'ok' | 'vulnerable'; findings: AuditFinding[]; counts: Record<string, number> };
export declare function judgeAudit(stdout: string): AuditVerdict;
