/**
 * Checks a reply of the sandbox against the OpenAPI document: the operation and status are documented, the media
 * type is one documented, the body fits the documented schema (Ajv, JSON Schema 2020-12 with formats), and every
 * required documented header is there with a value of its schema. Used by the tests (test-setup.ts), so any drift
 * between the code and the document fails CI.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../openapi/document';
import { buildOpenApiDocument } from '../routes';
import type { ObservedResponse } from '../response-observer';

export type { ObservedResponse };

export interface CheckResult {
  /** `METHOD /template status`, or `METHOD (undocumented path) status` for a refusal of an unknown route. */
  key: string;
  problems: string[];
  /** Preflights and HEAD replies are not operations of the document: they are counted, not checked. */
  skipped: boolean;
}

const DOCUMENT_ID = 'https://pay-checkout.invalid/openapi.json';
const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

interface Template {
  path: string;
  pattern: RegExp;
  literalSegments: number;
}

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped once more.
const addFormats: typeof addFormatsModule = Reflect.get(addFormatsModule, 'default') ?? addFormatsModule;

type Json = Record<string, any>;

const UNKNOWN_ROUTE_STATUSES = new Set([401, 403, 404, 405, 429]);

export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: Template[];

  constructor(private readonly document: OpenApiDocument = buildOpenApiDocument()) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
        literalSegments: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      }))
      // `/sandbox/clock` before a template that could also match it.
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  check(observed: ObservedResponse): CheckResult {
    const method = observed.method.toLowerCase();
    const pathname = new URL(observed.url).pathname;
    if (method === 'options' || method === 'head')
      return { key: `${observed.method} ${pathname}`, problems: [], skipped: true };
    const template = this.templates.find(
      (candidate) => candidate.pattern.test(pathname) && this.document.paths[candidate.path][method],
    );
    if (!template) return this.checkUnknownRoute(observed, pathname);
    const key = `${observed.method} ${template.path} ${observed.status}`;
    const responses = (this.document.paths[template.path][method] as Json).responses as Record<string, Json>;
    const documented = responses[String(observed.status)];
    if (!documented)
      return {
        key,
        problems: [`status ${observed.status} is not documented (body: ${observed.text.slice(0, 200)})`],
        skipped: false,
      };
    const base = ['paths', template.path, method, 'responses', String(observed.status)];
    const problems = [
      ...this.headerProblems(observed, documented, base),
      ...this.bodyProblems(observed, documented, base),
    ];
    return { key, problems, skipped: false };
  }

  /**
   * An unknown path, or a method a documented path does not have: refused with the failure envelope — 404 or 405,
   * or, under /v1 and /sandbox where the key and the rate limit are checked first, 401, 403 or 429.
   */
  private checkUnknownRoute(observed: ObservedResponse, pathname: string): CheckResult {
    const key = `${observed.method} (undocumented route) ${observed.status}`;
    if (!UNKNOWN_ROUTE_STATUSES.has(observed.status)) {
      return {
        key,
        problems: [`${observed.method} ${pathname} answered ${observed.status} but is not a documented operation`],
        skipped: false,
      };
    }
    const problems = this.validate('#/components/schemas/FailureEnvelope', observed.text, 'application/json', observed);
    return { key, problems, skipped: false };
  }

  private headerProblems(observed: ObservedResponse, documented: Json, base: string[]): string[] {
    const problems: string[] = [];
    for (const [name, declared] of Object.entries<Json>(documented.headers ?? {})) {
      const header = declared.$ref ? this.resolve(declared.$ref) : declared;
      const value = observed.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`header ${name} is missing`);
        continue;
      }
      const schema = header.schema as Json;
      const typed = schema.type === 'integer' ? (/^-?\d+$/.test(value) ? Number(value) : value) : value;
      const validator = this.validatorFor(`${DOCUMENT_ID}#/${pointer(...base, 'headers', name)}`, schema);
      if (!validator(typed)) problems.push(`header ${name}: ${value} ${this.ajv.errorsText(validator.errors)}`);
    }
    return problems;
  }

  private bodyProblems(observed: ObservedResponse, documented: Json, base: string[]): string[] {
    const content = documented.content as Record<string, Json> | undefined;
    if (!content)
      return observed.text === '' ? [] : [`a body was sent where none is documented: ${observed.text.slice(0, 200)}`];
    const mediaType = (observed.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!content[mediaType])
      return [`content-type ${mediaType || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    return this.validate(`#/${pointer(...base, 'content', mediaType, 'schema')}`, observed.text, mediaType, observed);
  }

  private validate(localPointer: string, text: string, mediaType: string, observed: ObservedResponse): string[] {
    let body: unknown = text;
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(text);
      } catch {
        return [`the body is not JSON: ${text.slice(0, 200)}`];
      }
    }
    const validator = this.validatorFor(`${DOCUMENT_ID}${localPointer}`);
    if (validator(body)) return [];
    return [
      `body: ${this.ajv.errorsText(validator.errors, { separator: '; ' })} (${observed.method} ${observed.url} → ${text.slice(0, 300)})`,
    ];
  }

  private validatorFor(reference: string, inline?: Json): ValidateFunction {
    let validator = this.validators.get(reference);
    if (!validator) {
      validator = inline ? this.ajv.compile(inline) : this.ajv.compile({ $ref: reference });
      this.validators.set(reference, validator);
    }
    return validator;
  }

  private resolve(reference: string): Json {
    return reference
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, segment) => node[segment.replaceAll('~1', '/').replaceAll('~0', '~')], this.document);
  }
}
