// Gzip sizes of the script-tag builds against their budgets. The budgets are read from .size-limit.json, the file
// CI enforces with size-limit, so the bench and CI cannot disagree on them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface SizeRow {
  name: string;
  file: string;
  gzipBytes: number;
  budgetBytes: number;
}

interface SizeLimitEntry {
  name: string;
  path: string;
  limit: string;
  gzip?: boolean;
}

const SIZE_LIMIT_CONFIG = '.size-limit.json';
/**
 * Units as size-limit reads them (bytes-iec): "KB" and "kB" are 1,000 bytes, "KiB" 1,024. The budgets are written
 * in KiB, the unit docs/decisions.md gives them in.
 */
const UNIT_BYTES: Record<string, number> = { b: 1, kb: 1000, kib: 1024 };

export function parseLimit(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|kB|KiB)\s*$/i.exec(limit);
  if (!match) throw new Error(`${SIZE_LIMIT_CONFIG}: cannot read the limit "${limit}" (use B, kB or KiB)`);
  return Math.floor(Number(match[1]) * UNIT_BYTES[match[2].toLowerCase()]);
}

export function measureSizes(): SizeRow[] {
  const entries = JSON.parse(readFileSync(SIZE_LIMIT_CONFIG, 'utf8')) as SizeLimitEntry[];
  return entries.map((entry) => ({
    name: entry.name,
    file: entry.path,
    // size-limit's own gzip differs from level 9 by a few bytes; both are far from the budget's rounding.
    gzipBytes: gzipSync(readFileSync(entry.path), { level: 9 }).length,
    budgetBytes: parseLimit(entry.limit),
  }));
}
