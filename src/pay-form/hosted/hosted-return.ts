/** What the hosted card page reports when it sends the buyer back to `return_url`. */
export interface HostedReturn {
  chargeId: string;
  /** The charge status as the hosted page stated it (`captured`, `failed`, …); confirm it on your back end. */
  status: string | undefined;
}

/**
 * Reads `charge_id` and `status` from the page address once, and removes them with
 * `history.replaceState` so a reload (or a second call) does not process the same return twice.
 * Everything else in the address — other parameters, hash, history state — is kept.
 *
 * @returns `undefined` when the address carries no `charge_id`.
 */
export function readHostedReturn(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): HostedReturn | undefined {
  const url = new URL(location.href);
  const chargeId = url.searchParams.get('charge_id');
  if (!chargeId) return undefined;
  const status = url.searchParams.get('status') ?? undefined;
  url.searchParams.delete('charge_id');
  url.searchParams.delete('status');
  // The absolute address, not path + search + hash: a path starting with `//` (`https://shop.example//checkout`)
  // would read as another host, and replaceState refuses another origin (SecurityError).
  history.replaceState(history.state, '', url.href);
  return { chargeId, status };
}
