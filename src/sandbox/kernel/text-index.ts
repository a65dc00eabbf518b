/**
 * Case-insensitive substring search whose cost follows the records that share the query's rarest three-character run,
 * not the store: each record's text is split into its runs (trigrams) once, when the record is added, and a query
 * looks at the records of one run only, checking each whole. A needle shorter than a run has no runs to look up: the
 * caller scans (`CreationIndex.search`).
 */

/** The length of the runs a text is split into. */
export const TRIGRAM_LENGTH = 3;

const NONE: readonly never[] = [];

/** Every distinct run of `text` (UTF-16 code units, as `String.prototype.includes` compares). */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let start = 0; start + TRIGRAM_LENGTH <= text.length; start += 1)
    trigrams.add(text.slice(start, start + TRIGRAM_LENGTH));
  return trigrams;
}

export class TrigramIndex<T> {
  /** Each run's records, in the order they were added (creation order). */
  private readonly postings = new Map<string, T[]>();

  /** `textOf` gives a record's searchable text, already lower-cased, and never changes for a record. */
  constructor(readonly textOf: (record: T) => string) {}

  add(record: T): void {
    const text = this.textOf(record);
    for (let start = 0; start + TRIGRAM_LENGTH <= text.length; start += 1) {
      const trigram = text.slice(start, start + TRIGRAM_LENGTH);
      const records = this.postings.get(trigram);
      if (!records) this.postings.set(trigram, [record]);
      // A run seen twice in one text: the record is already the last of its list (records are added one at a time).
      else if (records.at(-1) !== record) records.push(record);
    }
  }

  /** Forgets `gone`: one pass over the runs they had, however many go. */
  removeAll(gone: ReadonlySet<T>): void {
    const touched = new Set<string>();
    for (const record of gone) for (const trigram of trigramsOf(this.textOf(record))) touched.add(trigram);
    for (const trigram of touched) {
      const records = this.postings.get(trigram);
      if (!records) continue;
      const kept = records.filter((record) => !gone.has(record));
      if (kept.length) this.postings.set(trigram, kept);
      else this.postings.delete(trigram);
    }
  }

  /**
   * The records that may contain `needle` (lower-cased), in creation order: those of its rarest run, a superset of the
   * answer. `undefined` when `needle` is shorter than a run.
   */
  candidates(needle: string): readonly T[] | undefined {
    if (needle.length < TRIGRAM_LENGTH) return undefined;
    let rarest: readonly T[] | undefined;
    for (const trigram of trigramsOf(needle)) {
      const records = this.postings.get(trigram) ?? NONE;
      if (rarest === undefined || records.length < rarest.length) rarest = records;
      if (rarest.length === 0) break;
    }
    return rarest ?? NONE;
  }
}
