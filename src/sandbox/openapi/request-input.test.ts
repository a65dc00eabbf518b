import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUEST_SCHEMAS, toJsonSchema, type JsonSchema } from '../route-spec/components';
import { buildOpenApiDocument } from '../routes';

/** Every `default` keyword under a schema (a property named `default` is a name, not the keyword). */
function defaultsIn(node: unknown, path: string, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, index) => defaultsIn(item, `${path}/${index}`, found));
  else if (typeof node === 'object' && node !== null) {
    const schema = node as JsonSchema;
    if ('default' in schema) found.push(path);
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties')
        for (const [name, property] of Object.entries(value as JsonSchema))
          defaultsIn(property, `${path}/properties/${name}`, found);
      else defaultsIn(value, `${path}/${key}`, found);
    }
  }
  return found;
}

describe('request bodies in the OpenAPI document', () => {
  const schemas = buildOpenApiDocument().components as { schemas: Record<string, JsonSchema> };

  // openapi-typescript (and other generators) type a property with a `default` as one the caller must send: the
  // optional submerchant, partner, address and document fields used to come out required.
  it('carry no default keyword, so a typed client may leave optional fields out', () => {
    const found = Object.keys(REQUEST_SCHEMAS).flatMap((name) => defaultsIn(schemas.schemas[name], name));
    expect(found).toEqual([]);
  });

  it('require only the fields a caller must send', () => {
    const required = (name: string) => schemas.schemas[name].required;
    expect(required('SubmerchantCreateRequest')).toEqual(['legal_name', 'tax_id']);
    expect(required('LegalRepresentativeRequest')).toEqual(['name', 'document']);
    // One shape per payment method (credit, debit, Pix, boleto), each asking the same fields of every caller.
    const chargeShapes = schemas.schemas.ChargeCreateRequest.oneOf as JsonSchema[];
    expect(chargeShapes).toHaveLength(4);
    for (const shape of chargeShapes) {
      expect([...(shape.required as string[])].sort()).toEqual([
        'amount',
        'customer',
        'items',
        'payment_method',
        'product_type',
      ]);
    }
    expect(required('PostbackEndpointCreateRequest')).toEqual(['url', 'events']);
  });

  it('say a default other than null in words, and keep it optional', () => {
    const schema = toJsonSchema(
      z.strictObject({ currency: z.string().default('BRL'), note: z.string().nullable().default(null) }),
      'input',
    );
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(properties.currency).toEqual({ type: 'string', description: 'Default: "BRL".' });
    expect(properties.note).not.toHaveProperty('default');
    expect(schema.required ?? []).toEqual([]);
  });

  it('keep defaults on the output side', () => {
    expect(toJsonSchema(z.object({ currency: z.string().default('BRL') }), 'output').properties).toEqual({
      currency: { type: 'string', default: 'BRL' },
    });
  });
});
