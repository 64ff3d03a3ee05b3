/**
 * A small seeded pseudo-random generator (mulberry32): floats in [0, 1), the same sequence for the
 * same seed on every run, so property tests replay a failing case by its seed and generated demo
 * data is the same everywhere.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
