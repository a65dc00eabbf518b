/**
 * Writes dist/openapi.json (shipped as `pay-checkout/openapi.json`): the document `GET /openapi.json` serves, with
 * the default sandbox address as its server. Run by `npm run build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_SERVER_URL } from '../../src/sandbox/openapi/document';
import { buildOpenApiDocument } from '../../src/sandbox/routes';

const OUTPUT = process.argv[2] ?? 'dist/openapi.json';

const document = buildOpenApiDocument(DEFAULT_SERVER_URL);
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${OUTPUT}: OpenAPI ${document.openapi}, ${Object.keys(document.paths).length} paths`);
