/** The Hono environment every sandbox route shares. */
import type { Merchant } from './state';

export type KeyKind = 'public' | 'secret';

export interface SandboxEnv {
  Variables: {
    /** The authenticated merchant (set by the auth middleware on /v1 and /sandbox routes). */
    merchant: Merchant;
    /** Which kind of key authenticated the request. */
    keyKind: KeyKind;
  };
}
