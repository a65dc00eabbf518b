// Gzip sizes of the script-tag builds against their budgets.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface SizeRow {
  name: string;
  file: string;
  gzipBytes: number;
  budgetBytes: number;
}

const budgets = [
  { name: 'fraud script, all-in', file: 'dist/cdn/pay-checkout.js', budgetBytes: 11 * 1024 },
  // Target 2 KB; not met (see docs/decisions.md, "Own code"): reported against the target, guarded in CI at 3,100 B.
  { name: 'fraud script, own code (no ua-parser-js, no js-cookie)', file: 'dist/size/pay-checkout.own.js', budgetBytes: 2 * 1024 },
  { name: '<pay-form> script, all-in', file: 'dist/cdn/pay-form.js', budgetBytes: 20 * 1024 },
];

export function measureSizes(): SizeRow[] {
  return budgets.map((row) => ({ ...row, gzipBytes: gzipSync(readFileSync(row.file), { level: 9 }).length }));
}
