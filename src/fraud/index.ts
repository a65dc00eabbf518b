// What the other capabilities (`<pay-form>`) use of the fraud session: its public API, the script-tag boot, and the
// rules they must apply the same way (key format, sandbox default, timer bounds, `Retry-After`). They import nothing
// else from this folder.
export { collectBrowserData } from './browser-data';
export { detectBrowserType } from './browser-type';
export { FraudSessionError } from './errors';
export { retryAfterMs } from './request';
export { bootFromScriptTag, ipLookupAttribute, ownScriptTag, PAGE_SESSION_EVENT, scriptTagOptions } from './script-tag';
export { createFraudSession } from './session';
export { DEFAULT_API_BASE, isTestKey, isWellFormedKey } from './session-config';
export { timerDelay } from './session-lifetime';
export type { FraudSession, FraudSessionOptions, FraudSessionResult } from './types';
