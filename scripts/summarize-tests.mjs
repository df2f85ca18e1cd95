// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const [dir, startedAt] = process.argv.slice(2);

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** The e2e tests' summed durations, and the part the axe scans took (annotations `axe-ms`, e2e/fixtures.ts). */
function e2eTime(report) {
  let tests = 0;
  let axe = 0;
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          tests += result.duration;
          for (const note of result.annotations ?? []) if (note.type === 'axe-ms') axe += Number(note.description);
        }
      }
    }
  };
  for (const suite of report.suites) walk(suite);
  return { tests, axe };
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A run that found no test or crashed in its setup is a failure, whatever its counts say.
    if (!report.success || report.numTotalTests === 0) failed += 1;
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(
      `${file.replace(/^vitest-|\.json$/g, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  } else if (file === 'playwright.json') {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    // A run that could not start (its web server, a spec that does not load) is a failure too.
    if (report.errors?.length) failed += 1;
    skipped += report.stats.skipped;
    console.log(
      `e2e: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed (flaky: ${report.stats.flaky})`,
    );
    const { tests, axe } = e2eTime(report);
    console.log(`e2e time in tests: ${seconds(tests)}, of which axe scans: ${seconds(axe)}`);
  }
}
const wall = Math.round(Date.now() / 1000 - Number(startedAt));
console.log(`wall time: ${Math.floor(wall / 60)} min ${wall % 60} s`);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
