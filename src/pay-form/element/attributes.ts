import type { CardFlow } from '../card/card-flow';
import type { CardFields } from '../card/secure-card-source';
import type { PayFormLocale } from '../core/messages';

/**
 * The attributes of `<pay-form>` as markup writes them, for frameworks that type their templates
 * (React's `JSX.IntrinsicElements`: see docs/pay-form.md, "React and Vue").
 */
export interface PayFormAttributes {
  'public-key'?: string;
  'api-base'?: string;
  action?: string;
  'card-flow'?: CardFlow;
  'card-fields'?: CardFields;
  'fraud-required'?: boolean;
  'redirect-origins'?: string;
  locale?: PayFormLocale;
  'ip-lookup'?: string;
  'session-timeout'?: number | string;
  'request-timeout'?: number | string;
  'status-url'?: string;
  'customer-session'?: string;
}
