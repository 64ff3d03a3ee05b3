/**
 * An inverted index of the characters and character pairs (bigrams) of one text per document
 * (ADR 0010). A document whose text contains a needle contains every bigram of the needle (its
 * only character, for a needle of one), so intersecting the posting lists of the needle's grams
 * gives a superset of the documents holding it: the caller verifies each candidate. Documents
 * are numbered 0..n-1 and candidates come out in that order.
 *
 * Grams are UTF-16 code units, as `String.prototype.indexOf` compares them, so the superset holds
 * for any text. A gram found in few documents keeps a sorted list of them (all lists in one
 * Int32Array, no object per gram); one found in more than 1/32 of the documents keeps a bitset,
 * which is then smaller (about four fifths of all postings are such grams: digits, common
 * characters and pinyin letters) and is tested in constant time.
 */
export class NgramIndex {
  /** Gram numbers: unigrams by code unit (-1: none), bigrams by `a << 16 | b`. */
  private readonly unigrams = new Int32Array(65536).fill(-1);
  private readonly bigrams = new GramTable();
  private grams = 0;
  /** Sorted documents of sparse gram g: `postings[offsets[g] .. offsets[g + 1])`. */
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  /** Dense gram g: its bitset is `bits[set[g] * words ..]`; -1 for a sparse gram. */
  private readonly set: Int32Array;
  private readonly bits: Uint32Array;
  private readonly words: number;
  /** Documents of each dense gram's bitset, by bitset number. */
  private readonly setSizes: Int32Array;

  /**
   * `textOf(d)` is document d's text; a code unit equal to `separator` splits it into fields
   * whose grams are indexed apart (no gram spans two fields).
   */
  constructor(
    readonly count: number,
    textOf: (doc: number) => string,
    separator: string,
  ) {
    // Pass 1 numbers the grams and counts the documents of each; pass 2 fills the postings.
    const sep = separator.charCodeAt(0);
    const scratch = { grams: new Int32Array(256), lastDoc: new Int32Array(1024).fill(-1) };
    let counts: Int32Array = new Int32Array(1024);
    for (let doc = 0; doc < count; doc++) {
      const n = this.gramsOf(textOf(doc), doc, sep, scratch);
      if (this.grams > counts.length) counts = grown(counts, this.grams, 0);
      for (let i = 0; i < n; i++) counts[scratch.grams[i]!]! += 1;
    }
    const grams = this.grams;
    this.words = (count + 31) >>> 5;
    this.set = new Int32Array(grams).fill(-1);
    this.offsets = new Int32Array(grams + 1);
    const setSizes: number[] = [];
    for (let g = 0; g < grams; g++) {
      const dense = counts[g]! * 32 > count;
      if (dense) this.set[g] = setSizes.push(counts[g]!) - 1;
      this.offsets[g + 1] = this.offsets[g]! + (dense ? 0 : counts[g]!);
    }
    this.setSizes = Int32Array.from(setSizes);
    this.postings = new Int32Array(this.offsets[grams]!);
    this.bits = new Uint32Array(setSizes.length * this.words);
    const cursor = this.offsets.slice(0, grams);
    scratch.lastDoc.fill(-1);
    for (let doc = 0; doc < count; doc++) {
      const n = this.gramsOf(textOf(doc), doc, sep, scratch);
      for (let i = 0; i < n; i++) {
        const g = scratch.grams[i]!;
        const s = this.set[g]!;
        if (s < 0) this.postings[cursor[g]!++] = doc;
        else this.bits[s * this.words + (doc >>> 5)]! |= 1 << (doc & 31);
      }
    }
  }

  /**
   * Writes the numbers of the distinct grams of `text` into `scratch.grams` (numbering new ones)
   * and returns how many; `scratch.lastDoc[g] === doc` marks a gram already written.
   */
  private gramsOf(
    text: string,
    doc: number,
    sep: number,
    scratch: { grams: Int32Array; lastDoc: Int32Array },
  ): number {
    if (scratch.grams.length < text.length * 2) scratch.grams = new Int32Array(text.length * 2);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const a = text.charCodeAt(i);
      if (a === sep) continue;
      if (this.unigrams[a] === -1) this.unigrams[a] = this.grams++;
      const b = i + 1 < text.length ? text.charCodeAt(i + 1) : sep;
      let bigram = -1;
      if (b !== sep) {
        const key = (a << 16) | b;
        bigram = this.bigrams.get(key);
        if (bigram < 0) this.bigrams.set(key, (bigram = this.grams++));
      }
      if (this.grams > scratch.lastDoc.length)
        scratch.lastDoc = grown(scratch.lastDoc, this.grams, -1);
      for (const g of [this.unigrams[a]!, bigram])
        if (g >= 0 && scratch.lastDoc[g] !== doc) {
          scratch.lastDoc[g] = doc;
          scratch.grams[n++] = g;
        }
    }
    return n;
  }

  /** Bytes of the posting lists, bitsets and their offsets (the gram maps come on top). */
  get byteLength(): number {
    return (
      this.postings.byteLength +
      this.bits.byteLength +
      this.offsets.byteLength +
      this.set.byteLength
    );
  }

  /** Number of distinct grams. */
  get gramCount(): number {
    return this.grams;
  }

  /**
   * The documents whose text may contain `needle`, ascending: every document holding it, and
   * possibly others. Null when the needle holds the separator (the index cannot narrow it).
   */
  candidates(needle: string, separator: string): Int32Array | null {
    if (needle.length === 0 || needle.includes(separator)) return null;
    const grams = new Set<number>();
    if (needle.length === 1) grams.add(this.unigrams[needle.charCodeAt(0)]!);
    for (let i = 0; i + 1 < needle.length; i++)
      grams.add(this.bigrams.get((needle.charCodeAt(i) << 16) | needle.charCodeAt(i + 1)));
    if (grams.has(-1)) return new Int32Array(0);
    const lists: Int32Array[] = [];
    const dense: number[] = [];
    for (const g of grams) {
      const s = this.set[g]!;
      if (s < 0) lists.push(this.postings.subarray(this.offsets[g], this.offsets[g + 1]));
      else dense.push(s);
    }
    lists.sort((a, b) => a.length - b.length);
    // The rarest first; with no list, the two rarest bitsets are combined word by word and the
    // documents found are then tested against the others.
    const sets = dense
      .sort((a, b) => this.setSizes[a]! - this.setSizes[b]!)
      .map((s) => this.bits.subarray(s * this.words, (s + 1) * this.words));
    let out = lists[0] ?? this.allOf(sets.splice(0, 2));
    for (let i = 1; i < lists.length && out.length > 0; i++) out = intersect(out, lists[i]!);
    return sets.length > 0 ? out.filter((doc) => inAll(sets, doc)) : out;
  }

  /** The documents in every bitset, ascending. */
  private allOf(sets: Uint32Array[]): Int32Array {
    const out: number[] = [];
    for (let w = 0; w < this.words; w++) {
      let word = 0xffffffff;
      for (const set of sets) word &= set[w]!;
      for (; word !== 0; word &= word - 1) out.push((w << 5) | (31 - Math.clz32(word & -word)));
    }
    return Int32Array.from(out);
  }
}

const inAll = (sets: Uint32Array[], doc: number) =>
  sets.every((set) => (set[doc >>> 5]! & (1 << (doc & 31))) !== 0);

/** A copy of `array` at least `size` long (doubling), the new part filled with `fill`. */
function grown(array: Int32Array, size: number, fill: number): Int32Array {
  let length = array.length * 2;
  while (length < size) length *= 2;
  const next = new Int32Array(length).fill(fill, array.length);
  next.set(array);
  return next;
}

/**
 * Bigram key -> gram number: open addressing with linear probing in two Int32Arrays (a Map of
 * numbers is several times slower to build and to probe). -1 for a key not there.
 */
class GramTable {
  private keys = new Int32Array(1 << 12);
  private values = new Int32Array(1 << 12).fill(-1);
  private size = 0;

  get(key: number): number {
    const mask = this.keys.length - 1;
    for (let i = hash(key) & mask; ; i = (i + 1) & mask) {
      const value = this.values[i]!;
      if (value === -1 || this.keys[i] === key) return value;
    }
  }

  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.rehash();
    const mask = this.keys.length - 1;
    let i = hash(key) & mask;
    while (this.values[i] !== -1 && this.keys[i] !== key) i = (i + 1) & mask;
    if (this.values[i] === -1) this.size += 1;
    this.keys[i] = key;
    this.values[i] = value;
  }

  private rehash(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2).fill(-1);
    this.size = 0;
    values.forEach((value, i) => value !== -1 && this.set(keys[i]!, value));
  }
}

/** Spreads the bits of a key over the low bits the table uses (a multiplicative hash). */
function hash(key: number): number {
  const h = Math.imul(key, 0x9e3779b1);
  return h ^ (h >>> 15);
}

/**
 * The documents in both sorted lists, `small` the shorter: each of its documents is looked up in
 * `large` by galloping (doubling steps, then halving) from where the last one was found, so the
 * cost is about |small| * log(|large| / |small|).
 */
export function intersect(small: Int32Array, large: Int32Array): Int32Array {
  const out = new Int32Array(small.length);
  let n = 0;
  let lo = 0;
  for (let i = 0; i < small.length && lo < large.length; i++) {
    const doc = small[i]!;
    let step = 1;
    let hi = lo;
    while (hi < large.length && large[hi]! < doc) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, large.length - 1);
    // Every document before `lo` is smaller than `doc`: find the first not smaller in [lo, hi].
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (large[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    if (large[lo] === doc) out[n++] = doc;
  }
  return out.subarray(0, n);
}

/** The documents in either sorted list, ascending, each once. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = Math.min(x, y);
  }
  return out.subarray(0, n);
}
