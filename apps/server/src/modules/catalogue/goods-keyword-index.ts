import { NgramIndex } from './goods-ngram';

/** What the keyword index needs of a goods: its searched fields, lower-cased. */
export type KeywordFields = {
  nameLower: string;
  otherLower: string;
  pinyin: string;
  initials: string;
};

/** Which fields of a goods may hold a keyword: bits of a mask. */
export const NAME_FIELD = 1;
export const OTHER_FIELD = 2;
export const PINYIN_FIELD = 4;
export const ALL_FIELDS = NAME_FIELD | OTHER_FIELD | PINYIN_FIELD;

/** Candidate goods (positions in the index) and, for each, the fields that may hold the keyword. */
export type KeywordCandidates = { positions: Int32Array; fields: Uint8Array };

/**
 * Narrows a keyword search to the goods that may match before the exact ranking runs (ADR 0010).
 * A goods matches when its name or other fields contain the keyword, or its pinyin or initials
 * contain the keyword without spaces; one n-gram index per group of fields gives the goods that
 * may hold it there, so the ranking also skips the fields that cannot. Documents of the n-gram
 * indexes are the goods in sales order (`slots`): the default order's candidates need no sort.
 */
export class KeywordIndex {
  private readonly name: NgramIndex;
  private readonly other: NgramIndex;
  private readonly pinyin: NgramIndex;
  /** Inverse permutations (position -> rank in that order), made when first needed. */
  private readonly ranks = new Map<Int32Array, Int32Array>();

  /**
   * `entries` in index order; `slots` the positions in sales order. `separator` joins the fields
   * of one goods; a keyword holding it is not narrowed.
   */
  constructor(
    entries: KeywordFields[],
    private readonly slots: Int32Array,
    private readonly separator: string,
  ) {
    const at = (slot: number) => entries[slots[slot]!]!;
    this.name = new NgramIndex(slots.length, (s) => at(s).nameLower, separator);
    this.other = new NgramIndex(slots.length, (s) => at(s).otherLower, separator);
    this.pinyin = new NgramIndex(
      slots.length,
      (s) => `${at(s).pinyin}${separator}${at(s).initials}`,
      separator,
    );
  }

  /** Bytes of the posting lists and bitsets, and the number of grams (for logs and tests). */
  get stats(): { bytes: number; grams: number } {
    const all = [this.name, this.other, this.pinyin];
    return {
      bytes: all.reduce((sum, n) => sum + n.byteLength, 0),
      grams: all.reduce((sum, n) => sum + n.gramCount, 0),
    };
  }

  /**
   * The positions of `order` that may match `text` (or, in pinyin and initials, `pinyin`), in that
   * order, each with the fields that may hold it: a superset of the matches `rankOf` finds in
   * goods-index.ts. Null when the index cannot narrow the keyword (every position may match).
   */
  candidatesIn(text: string, pinyin: string, order: Int32Array): KeywordCandidates | null {
    const found = this.candidateSlots(text, pinyin);
    if (found === null) return null;
    const positions = found.positions.map((s) => this.slots[s]!);
    if (order === this.slots) return { positions, fields: found.fields };
    return reorder({ positions, fields: found.fields }, order, this.rankIn(order), order.length);
  }

  /** The positions that may match, ascending (index order). Null as for `candidatesIn`. */
  candidates(text: string, pinyin: string): KeywordCandidates | null {
    const found = this.candidateSlots(text, pinyin);
    if (found === null) return null;
    const positions = found.positions.map((s) => this.slots[s]!);
    return reorder({ positions, fields: found.fields }, null, null, this.slots.length);
  }

  private candidateSlots(text: string, pinyin: string): KeywordCandidates | null {
    const lists = [
      this.name.candidates(text, this.separator),
      this.other.candidates(text, this.separator),
      this.pinyin.candidates(pinyin, this.separator),
    ];
    if (lists.some((l) => l === null)) return null;
    return merge(lists as Int32Array[], [NAME_FIELD, OTHER_FIELD, PINYIN_FIELD]);
  }

  private rankIn(order: Int32Array): Int32Array {
    let rank = this.ranks.get(order);
    if (!rank) {
      rank = new Int32Array(order.length);
      order.forEach((p, i) => (rank![p] = i));
      this.ranks.set(order, rank);
    }
    return rank;
  }
}

/** The documents of three sorted lists, ascending, each once with the bits of the lists holding it. */
function merge(lists: Int32Array[], bits: number[]): KeywordCandidates {
  const [a = EMPTY, b = EMPTY, c = EMPTY] = lists;
  const [bitA = 0, bitB = 0, bitC = 0] = bits;
  const positions = new Int32Array(a.length + b.length + c.length);
  const fields = new Uint8Array(positions.length);
  let i = 0;
  let j = 0;
  let k = 0;
  let n = 0;
  const end = 2 ** 31;
  for (;;) {
    const x = i < a.length ? a[i]! : end;
    const y = j < b.length ? b[j]! : end;
    const z = k < c.length ? c[k]! : end;
    const doc = Math.min(x, y, z);
    if (doc === end) break;
    let mask = 0;
    if (x === doc) {
      mask |= bitA;
      i++;
    }
    if (y === doc) {
      mask |= bitB;
      j++;
    }
    if (z === doc) {
      mask |= bitC;
      k++;
    }
    positions[n] = doc;
    fields[n++] = mask;
  }
  return { positions: positions.subarray(0, n), fields: fields.subarray(0, n) };
}

const EMPTY = new Int32Array(0);

/**
 * Candidates put in the order of `order` (`rank[p]`: p's place in it), or ascending positions
 * when `order` is null: a sort for few candidates, one pass over the order (or the positions) for
 * many.
 */
function reorder(
  found: KeywordCandidates,
  order: Int32Array | null,
  rank: Int32Array | null,
  size: number,
): KeywordCandidates {
  const { positions, fields } = found;
  if (positions.length * 16 > size) {
    const marked = new Uint8Array(size);
    positions.forEach((p, i) => (marked[p] = fields[i]!));
    const kept = new Int32Array(positions.length);
    let n = 0;
    for (let i = 0; i < size; i++) {
      const p = order ? order[i]! : i;
      if (marked[p] !== 0) kept[n++] = p;
    }
    return { positions: kept, fields: Uint8Array.from(kept, (p) => marked[p]!) };
  }
  const place = rank ? (i: number) => rank[positions[i]!]! : (i: number) => positions[i]!;
  const turn = Int32Array.from(positions.keys()).sort((x, y) => place(x) - place(y));
  return {
    positions: turn.map((i) => positions[i]!),
    fields: Uint8Array.from(turn, (i) => fields[i]!),
  };
}
