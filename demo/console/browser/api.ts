// The browser side of the console talks only to the store's own back end (`/api/console/...`), never to the
// service: no key lives here. A failure is thrown as a ConsoleError carrying the relayed envelope.
import type { AuthenticationStatus, InstallmentPlan, PAYMENT_METHODS, SubmerchantStatus } from 'pay-checkout/client';
import { t } from './i18n';

export interface Detail {
  field: string;
  message: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Reply<T> {
  status: number;
  message: string;
  data: T;
  pagination?: Pagination;
  scan?: MethodScan;
}

export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Detail[] = [],
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

const BASE = '/api/console';

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleError(0, 'NETWORK_ERROR', t().networkError);
  }
  const envelope = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!envelope || typeof envelope !== 'object')
    throw new ConsoleError(response.status, 'INVALID_RESPONSE', t().unreadable);
  if (!response.ok || envelope.success === false) {
    const details = Array.isArray(envelope.details)
      ? (envelope.details as Detail[]).filter((d) => d && typeof d.field === 'string')
      : [];
    throw new ConsoleError(
      response.status,
      String(envelope.error ?? 'ERROR'),
      String(envelope.message ?? t().unreadable),
      details,
    );
  }
  return {
    status: response.status,
    message: String(envelope.message ?? ''),
    data: envelope.data as T,
    pagination: envelope.pagination as Pagination | undefined,
    scan: envelope.scan as MethodScan | undefined,
  };
}

/** `?a=1&b=2` from the non-empty values. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const asConsoleError = (error: unknown): ConsoleError =>
  error instanceof ConsoleError
    ? error
    : new ConsoleError(0, 'INTERNAL_ERROR', error instanceof Error ? error.message : String(error));

// Records as the console shows them (the fields it reads).
export interface Submerchant {
  id: string;
  entity_type: 'pj' | 'pf';
  legal_name: string;
  trade_name: string | null;
  tax_id: string;
  email: string | null;
  phone: string | null;
  mcc: string | null;
  status: SubmerchantStatus;
  rejection_reason: string | null;
  created_at: string;
}

export interface Partner {
  id: string;
  name: string;
  document: string;
  entity_type: 'pf' | 'pj';
  role: string | null;
  qualification: string | null;
  participation_percentage: number | null;
  is_admin: boolean;
}

export interface DocumentRecord {
  id: string;
  type: string;
  legal_representative_id: string | null;
  status: string;
  file_name: string;
  file_url: string;
  rejection_reason: string | null;
  replaced_at: string | null;
  created_at: string;
}

export interface Address {
  id: string;
  type: string | null;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  is_primary: boolean;
}

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Charge {
  id: string;
  payment_method: PaymentMethod;
  amount: number;
  currency: string;
  status: string;
  failure_reason: string | null;
  /** A card charge's 3-D Secure authentication; null when none was asked. */
  authentication?: { status: AuthenticationStatus; challenged: boolean } | null;
  /** A card charge's installments: what the card is charged (its total, with interest if any); null for Pix and boleto. */
  installment_plan?: InstallmentPlan | null;
  customer: { name: string; email: string };
  created_at: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  has_secret: boolean;
  events: string[];
  status: string;
  created_at: string;
  updated_at: string;
}

// A delivery as the sandbox lists it: the shared definition, not a copy.
export type { WebhookDelivery, WebhookDeliveryAttempt as WebhookAttempt } from 'pay-checkout/client';

// One charge as the detail view shows it: the service's whole record.
export type { Charge as ChargeRecord } from 'pay-checkout/client';

/** A list of one payment method's charges: read from the service's pages, so it pages by cursor (server/charges.ts). */
export interface MethodScan {
  next: string | null;
  scanned: number;
}

/** The store's own receiver for the console's merchant, and its failure switch. */
export interface ReceiverInfo {
  endpoint_id: string | null;
  url: string;
  failures: { remaining: number; until: string | null };
}
