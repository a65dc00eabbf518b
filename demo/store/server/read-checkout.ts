// The checkout as the store's back end and pages read it: the browser's JSON (from <pay-form>) or a plain form post
// (no JavaScript), into one shape.
import { DemoFailure, mediaType, readJson, type Json } from '../../shared/replies';
import { asObject } from './service-reply';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Reads the browser's JSON (from <pay-form>) or a plain form post (no JavaScript) into one shape. */
export async function readCheckout(request: Request): Promise<Json> {
  const type = mediaType(request.headers.get('content-type'));
  if (type === 'application/json') return asObject(await readJson(request));
  if (!FORM_TYPES.has(type)) {
    throw new DemoFailure(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the checkout as application/json, or as a form (application/x-www-form-urlencoded or multipart/form-data).',
    );
  }
  const form = await request.formData().catch(() => {
    // A multipart body without its boundary, or cut short: the buyer's browser never sends one.
    throw new DemoFailure(400, 'INVALID_FORM', 'The form body could not be read: it is not a well-formed form.');
  });
  const body: Json = {};
  for (const [name, value] of form) {
    const path = name.split('.');
    // A posted name such as `__proto__.x` must not reach Object.prototype: such fields are dropped.
    if (path.some((key) => UNSAFE_KEYS.has(key))) continue;
    let target = body;
    for (const key of path.slice(0, -1)) {
      if (!Object.hasOwn(target, key) || !target[key] || typeof target[key] !== 'object') target[key] = {};
      target = target[key] as Json;
    }
    target[path[path.length - 1]] = value;
  }
  return body;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
