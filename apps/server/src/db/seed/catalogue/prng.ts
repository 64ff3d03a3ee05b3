import { seededRandom } from '@shop/contracts/common';

/**
 * A small seeded pseudo-random generator (mulberry32) so the demo catalogue is the same on every
 * run: tests, screenshots and benchmarks all see the same goods.
 */
export class Prng {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.random();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An integer spread evenly on a log scale, for skewed counts such as sales and stock. */
  logInt(min: number, max: number): number {
    const value = Math.round(Math.exp(this.float(Math.log(min + 1), Math.log(max + 1)))) - 1;
    return Math.min(max, Math.max(min, value));
  }

  /** `count` digits as a string (leading zeros allowed). */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** A new list holding `count` distinct items of `items` in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}
