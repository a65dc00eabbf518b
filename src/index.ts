// The `pay-checkout` entry: the fraud session. Importing it touches no browser global (SSR-safe)
// and does not pull in lit.
export { createFraudSession } from './fraud/session';
export { detectBrowserType } from './fraud/browser-type';
export { collectBrowserData } from './fraud/browser-data';
export { FraudSessionError } from './fraud/errors';
export type {
  BrowserData,
  BrowserDataOptions,
  BrowserType,
  FraudSession,
  FraudSessionErrorCode,
  FraudSessionOptions,
  FraudSessionResult,
  IpLookup,
  UserAgentBrand,
} from './fraud/types';
