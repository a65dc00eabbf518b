/**
 * HTTP helpers of the submerchant route tests (not shipped: `test-*.ts`). Every call goes over real HTTP to a
 * sandbox started with `startSandbox({ port: 0 })`.
 */
import { expect } from 'vitest';
import type { Sandbox } from '../index';
import { call, secretAuth, type CallResult, type KEYS } from './test-support';
import {
  PARTNER_DOCUMENT_TYPES,
  INDIVIDUAL_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPES,
} from '../../interface/submerchant-document-types';
import {
  addressPayload,
  documentPayload,
  partnerPayload,
  pfRegistration,
  pjRegistration,
} from '../submerchants/test-payloads';

export type MerchantName = keyof typeof KEYS;

export interface Api {
  get(path: string, merchant?: MerchantName): Promise<CallResult>;
  post(path: string, json?: unknown, merchant?: MerchantName): Promise<CallResult>;
  patch(path: string, json: unknown, merchant?: MerchantName): Promise<CallResult>;
  delete(path: string, merchant?: MerchantName): Promise<CallResult>;
}

export function apiOf(sandbox: () => Sandbox): Api {
  const send = (method: string, path: string, json: unknown, merchant: MerchantName = 'demo') =>
    call(sandbox(), method, path, { auth: secretAuth(merchant), json });
  return {
    get: (path, merchant) => send('GET', path, undefined, merchant),
    post: (path, json, merchant) => send('POST', path, json, merchant),
    patch: (path, json, merchant) => send('PATCH', path, json, merchant),
    delete: (path, merchant) => send('DELETE', path, undefined, merchant),
  };
}

/** Asserts the status and returns `data` (with a readable failure when the status differs). */
export function dataOf(result: CallResult, status: number): any {
  expect(result.status, result.text).toBe(status);
  return result.body.data;
}

/** `{ field: message }` of a failure's details. */
export function detailsOf(result: CallResult): Record<string, string> {
  return Object.fromEntries(
    (result.body?.details ?? []).map((detail: { field: string; message: string }) => [detail.field, detail.message]),
  );
}

export async function createPj(api: Api, overrides: Record<string, unknown> = {}, merchant?: MerchantName) {
  return dataOf(await api.post('/v1/submerchants', pjRegistration(overrides), merchant), 201);
}

export async function createPf(api: Api, overrides: Record<string, unknown> = {}, merchant?: MerchantName) {
  return dataOf(await api.post('/v1/submerchants', pfRegistration(overrides), merchant), 201);
}

export async function addPartner(api: Api, submerchantId: string, overrides: Record<string, unknown> = {}) {
  const result = await api.post(`/v1/submerchants/${submerchantId}/legal-representatives`, partnerPayload(overrides));
  expect([200, 201], result.text).toContain(result.status);
  return result.body.data;
}

export async function addDocument(
  api: Api,
  submerchantId: string,
  type: string,
  overrides: Record<string, unknown> = {},
) {
  return dataOf(await api.post(`/v1/submerchants/${submerchantId}/documents`, documentPayload(type, overrides)), 201);
}

export async function addAddress(api: Api, submerchantId: string, overrides: Record<string, unknown> = {}) {
  return dataOf(await api.post(`/v1/submerchants/${submerchantId}/addresses`, addressPayload(overrides)), 201);
}

/** A pj with one partner, every required document and an address: ready for submit-for-review. */
export async function completePj(api: Api) {
  const submerchant = await createPj(api);
  const partner = await addPartner(api, submerchant.id);
  for (const { type, required } of COMPANY_DOCUMENT_TYPES) if (required) await addDocument(api, submerchant.id, type);
  for (const { type } of PARTNER_DOCUMENT_TYPES)
    await addDocument(api, submerchant.id, type, { legal_representative_id: partner.id });
  await addAddress(api, submerchant.id);
  return { submerchant, partner };
}

/** A pf with its four documents and an address: ready for submit-for-review. */
export async function completePf(api: Api) {
  const submerchant = await createPf(api);
  for (const { type } of INDIVIDUAL_DOCUMENT_TYPES) await addDocument(api, submerchant.id, type);
  await addAddress(api, submerchant.id);
  return { submerchant };
}

export const submit = (api: Api, id: string) => api.post(`/v1/submerchants/${id}/submit-for-review`);
export const approve = (api: Api, id: string, merchant?: MerchantName) =>
  api.post(`/sandbox/submerchants/${id}/approve`, undefined, merchant);
export const reject = (
  api: Api,
  id: string,
  body: unknown = { reason: 'Blurry identity document' },
  merchant?: MerchantName,
) => api.post(`/sandbox/submerchants/${id}/reject`, body, merchant);
