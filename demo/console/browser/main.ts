// The merchant console's page script (built to /assets/console.js): defines the components; <pc-console> on the
// page does the rest. Lit renders through its own Trusted Types policy, so the strict CSP holds.
import { AddressesPanel } from './addresses-panel';
import { ConsoleApp } from './app';
import { ChargeDetail } from './charge-detail';
import { ChargesView } from './charges-view';
import { CustomerCards } from './customer-cards';
import { DocumentsPanel } from './documents-panel';
import { PartnersPanel } from './partners-panel';
import { ReviewPanel } from './review-panel';
import { SandboxClock } from './sandbox-clock';
import { SubmerchantCreate } from './submerchant-create';
import { SubmerchantDetail } from './submerchant-detail';
import { SubmerchantList } from './submerchant-list';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookReceiver } from './webhook-receiver';
import { WebhooksView } from './webhooks-view';

const elements: [string, CustomElementConstructor][] = [
  ['pc-submerchant-list', SubmerchantList],
  ['pc-submerchant-create', SubmerchantCreate],
  ['pc-submerchant-detail', SubmerchantDetail],
  ['pc-review-panel', ReviewPanel],
  ['pc-partners-panel', PartnersPanel],
  ['pc-documents-panel', DocumentsPanel],
  ['pc-addresses-panel', AddressesPanel],
  ['pc-charges', ChargesView],
  ['pc-charge-detail', ChargeDetail],
  ['pc-customer-cards', CustomerCards],
  ['pc-webhooks', WebhooksView],
  ['pc-webhook-receiver', WebhookReceiver],
  ['pc-webhook-deliveries', WebhookDeliveries],
  ['pc-sandbox-clock', SandboxClock],
  ['pc-console', ConsoleApp],
];
for (const [name, element] of elements) if (!customElements.get(name)) customElements.define(name, element);
