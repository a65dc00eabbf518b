// One service call made from a console form: the same guard, announcement and error display everywhere.
import { asConsoleError } from './api';
import type { FormErrors } from './forms';
import { t } from './i18n';

/** A component that shows one call at a time and announces its outcome (`busy` and `announcement` are Lit state). */
export interface SavingHost {
  busy: boolean;
  announcement: string;
}

/**
 * Runs `work` unless a call is already under way (a double click sends once). `work` returns the text to announce;
 * a refusal clears the announcement and shows the reply's field errors on `form`. Resolves whether it succeeded.
 */
export async function save(
  host: SavingHost,
  form: FormErrors,
  fields: readonly string[],
  work: () => Promise<string>,
  options: { pending?: string; alias?: (field: string) => string | undefined } = {},
): Promise<boolean> {
  if (host.busy) return false;
  host.busy = true;
  host.announcement = options.pending ?? t().saving;
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
