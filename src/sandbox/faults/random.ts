/**
 * mulberry32: a small seeded generator (Tommy Ettinger's, public domain) of 32-bit state. Not for secrets; here it
 * only has to give the same sequence of hits and misses for the same seed, which `Math.random` cannot.
 */
export type Draw = () => number;

/** A generator seeded with `seed` (an unsigned 32-bit integer); each call returns the next number in [0, 1). */
export function mulberry32(seed: number): Draw {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}
