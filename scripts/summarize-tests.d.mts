// Types of summarize-tests.mjs for the tests that import it (tests/unit/scripts/test-summary.test.ts).
export interface TestSummary {
  line: string;
  notes: string[];
  status: 0 | 1;
}
export function summarize(reports: ReadonlyArray<readonly [string, unknown]>, failedStage?: string | null): TestSummary;
