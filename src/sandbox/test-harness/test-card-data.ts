/** Test helper (not shipped: `test-*.ts`): where card data hides in an object graph. */
import { TrigramIndex } from '../kernel/text-index';

/**
 * Every place in `root`'s object graph (Maps with their keys, Sets, arrays, objects) where a string holds one of
 * `numbers` (digits anywhere in it, spaces and dashes ignored) or is exactly one of `cvvs`, or where a property is
 * named `cvv`. A charge search's run index is not entered: its keys are the three-character runs of each charge's
 * search text (id, name, e-mail), which the scan reads in the charge itself, and a run of a random id equals a
 * 3-digit CVV by chance (about 1 charge in 130); its lists hold the same records the scan reaches elsewhere.
 */
export function cardDataFound(root: unknown, numbers: readonly string[], cvvs: readonly string[]): string[] {
  const found: string[] = [];
  const seen = new WeakSet<object>();
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      const digits = value.replace(/[\s-]/g, '');
      if (numbers.some((number) => digits.includes(number))) found.push(`${path}: card number`);
      if (cvvs.includes(value.trim())) found.push(`${path}: CVV`);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value) || value instanceof TrigramIndex) return;
    seen.add(value);
    if (value instanceof Map) {
      for (const [key, entry] of value) {
        visit(key, `${path}<key>`);
        visit(entry, `${path}[${String(key)}]`);
      }
    } else if (value instanceof Set || Array.isArray(value)) {
      [...value].forEach((entry, index) => visit(entry, `${path}[${index}]`));
    } else {
      for (const [key, entry] of Object.entries(value)) {
        if (key.toLowerCase() === 'cvv') found.push(`${path}.${key}: a CVV field`);
        visit(entry, `${path}.${key}`);
      }
    }
  };
  visit(root, 'state');
  return found;
}
