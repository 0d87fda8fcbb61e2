// Adds up the JSON reports of vitest and Playwright into one closing line: "test: N passed, N failed, N skipped".
//
//   node scripts/summarize-tests.mjs [--failed-stage NAME] REPORT...
//
// With --failed-stage (scripts/test.sh, when a stage stopped the run) the line also names that stage, reports of the
// stages never reached are listed as not run instead of counted as failures, and the exit status is 1.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The closing line and exit status for these reports (path -> parsed JSON, or null when the file is missing). */
export function summarize(reports, failedStage = null) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const missing = [];
  for (const [file, report] of reports) {
    if (!report) {
      missing.push(basename(file));
      if (!failedStage) failed += 1;
      continue;
    }
    if ('numPassedTests' in report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    }
  }
  let line = `test: ${passed} passed, ${failed} failed, ${skipped} skipped`;
  if (failedStage) line += `; failed stage: ${failedStage}${missing.length ? ` (not run: ${missing.join(', ')})` : ''}`;
  const notes = failedStage ? [] : missing.map((file) => `missing test report: ${file}`);
  return { line, notes, status: failedStage || failed > 0 || passed === 0 ? 1 : 0 };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--failed-stage');
  const failedStage = at >= 0 ? args.splice(at, 2)[1] || 'unknown' : null;
  const reports = args.map((file) => [file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null]);
  const { line, notes, status } = summarize(reports, failedStage);
  for (const note of notes) console.error(note);
  console.info(line);
  process.exit(status);
}
