import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * A reporter that fails the run when a test passed without reaching an assertion: Playwright has no
 * `expect.hasAssertions()`, but every `expect` (hard, soft, poll, web-first) is a step of category `expect`, so a
 * passed test with none checked nothing. Listed in both Playwright configs.
 */
export default class EveryTestAsserts implements Reporter {
  private readonly asserted = new Set<TestResult>();
  private readonly empty: string[] = [];

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.asserted.add(result);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' && !this.asserted.has(result)) this.empty.push(test.titlePath().join(' › '));
    this.asserted.delete(result);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.empty.length === 0) return undefined;
    console.error(`\n${this.empty.length} test(s) passed without reaching an assertion:\n- ${this.empty.join('\n- ')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
