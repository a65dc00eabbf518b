// A value a test needs to be there: returns it, or fails the test with a sentence naming what was missing, where a
// non-null assertion would fail later with "cannot read properties of undefined".
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
