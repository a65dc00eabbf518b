// A merchant back end on CommonJS: TypeScript compiles these imports to `require` calls.
// scripts/check-package.mjs type-checks this file with moduleResolution node (node10) and node16, against the packed
// package, then runs the output with Node.
import {
  ApiError,
  createClient,
  signWebhook,
  verifyWebhook,
  type Charge,
  type PayClient,
  type WebhookEvent,
} from 'pay-checkout/client';
import { startSandbox } from 'pay-checkout/sandbox';

const UNKNOWN_CHARGE_ID = '00000000-0000-4000-8000-000000000000';
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

/** A webhook signed and verified from CommonJS (Web Crypto, no ESM-only import on the way). */
async function checkWebhook(): Promise<WebhookEvent['type']> {
  const body = JSON.stringify({
    id: 'evt_1',
    type: 'charge.captured',
    created_at: new Date().toISOString(),
    data: { id: UNKNOWN_CHARGE_ID },
  });
  const event = await verifyWebhook(Buffer.from(body), await signWebhook(body, WEBHOOK_SECRET), WEBHOOK_SECRET);
  return event.type;
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0 });
  try {
    const client: PayClient = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.url });
    const page = await client.charges.list({ limit: 1 });
    const charges: Charge[] = page.data;
    // @ts-expect-error The types are real, not `any`: a page's total is a number.
    const notAString: string = page.pagination.total;
    void notAString;

    let notFound = false;
    try {
      await client.charges.retrieve(UNKNOWN_CHARGE_ID);
    } catch (error) {
      notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
    }
    if (!notFound) throw new Error('an unknown charge should reject with ApiError NOT_FOUND');

    const loadedBy = typeof require === 'function' && typeof module === 'object' ? 'require' : 'import';
    console.log(JSON.stringify({ loadedBy, charges: charges.length, webhook: await checkWebhook() }));
  } finally {
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
