// Sums what the test suites checked against the OpenAPI document:
//   PAY_CHECKOUT_OPENAPI_REPORT=.cache/openapi-report npx vitest run src/sandbox src/client
//   npx tsx scripts/openapi/response-coverage.mjs .cache/openapi-report
// Prints the replies checked, the mismatches, and which documented responses (operation and status) no test reached.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../../src/sandbox/routes.ts';

const dir = process.argv[2] ?? '.cache/openapi-report';
const counts = new Map();
let skipped = 0;
let files = 0;
const mismatches = [];
for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  files += 1;
  skipped += report.skipped;
  mismatches.push(...report.mismatches);
  for (const [key, count] of Object.entries(report.checked)) counts.set(key, (counts.get(key) ?? 0) + count);
}

const documented = [];
for (const [path, operations] of Object.entries(buildOpenApiDocument().paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    for (const status of Object.keys(operation.responses)) documented.push(`${method.toUpperCase()} ${path} ${status}`);
  }
}
const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
const undocumentedRoutes = [...counts.entries()]
  .filter(([key]) => key.includes('(undocumented route)'))
  .reduce((sum, [, count]) => sum + count, 0);
const reached = documented.filter((key) => counts.has(key));
const missed = documented.filter((key) => !counts.has(key));

console.log(`test files reporting: ${files}`);
console.log(
  `replies checked: ${total} (${undocumentedRoutes} of them refusals of undocumented routes), preflights/HEAD counted only: ${skipped}`,
);
console.log(`mismatches: ${mismatches.length}`);
for (const mismatch of mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
console.log(`documented responses reached by a test: ${reached.length} of ${documented.length}`);
console.log(`not reached:\n${missed.map((key) => `  ${key}`).join('\n')}`);
