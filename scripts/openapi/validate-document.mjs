// Validates an OpenAPI document file against the OpenAPI 3.1 schema (default dist/openapi.json). Exit 1 when invalid.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';

const file = process.argv[2] ?? 'dist/openapi.json';
const document = JSON.parse(readFileSync(file, 'utf8'));
const result = await new Validator().validate(document);
if (!result.valid) {
  console.error(`${file} is not a valid OpenAPI document:`, JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
console.log(`${file}: valid OpenAPI ${document.openapi}`);
