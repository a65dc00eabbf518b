/** What the buyer is told of an accepted card payment below the form (`result approved`, `result pending`). */
export type ShownResult = 'approved' | 'pending';
