// One service call made from a console form: the same guard, announcement and error display everywhere.
import { asConsoleError } from './api';
import { startAction } from './base';
import type { FormErrors } from './forms';
import type { Announcement, Phrase } from './i18n';

/** A component that shows one call at a time and announces its outcome (`busy` and `announcement` are Lit state). */
export interface SavingHost {
  busy: boolean;
  announcement: Announcement;
  /** Every form of the component: a new action clears what the last one said, in any of them. */
  readonly forms?: readonly FormErrors[];
}

const SAVING: Phrase = (text) => text.saving;

/**
 * Runs `work` unless a call is already under way (a double click sends once). `work` returns the text to announce;
 * a refusal clears the announcement and shows the reply's field errors on `form`. Resolves whether it succeeded.
 */
export async function save(
  host: SavingHost,
  form: FormErrors,
  fields: readonly string[],
  work: () => Promise<Announcement>,
  options: { pending?: Phrase; alias?: (field: string) => string | undefined } = {},
): Promise<boolean> {
  if (host.busy) return false;
  startAction(host instanceof EventTarget ? host : null);
  host.busy = true;
  for (const other of host.forms ?? []) other.clear();
  host.announcement = options.pending ?? SAVING;
  try {
    host.announcement = await work();
    form.clear();
    return true;
  } catch (error) {
    host.announcement = '';
    await form.fail(asConsoleError(error), fields, options.alias);
    return false;
  } finally {
    host.busy = false;
  }
}

/** What a component said about its last action, dropped when another action starts elsewhere (not while it is busy). */
export function forgetOutcome(host: SavingHost): void {
  if (host.busy) return;
  host.announcement = '';
  for (const form of host.forms ?? []) form.clear();
}
