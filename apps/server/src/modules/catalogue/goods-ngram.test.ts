import { describe, expect, it } from 'vitest';
import { intersect, NgramIndex, union } from './goods-ngram';

const SEP = '\u0001';
const ints = (...values: number[]) => Int32Array.from(values);

/** Documents holding `needle` in one of their fields, by brute force. */
const holding = (fields: string[][], needle: string) =>
  fields.flatMap((f, doc) => (f.some((field) => field.includes(needle)) ? [doc] : []));

/** A seeded pseudo-random text over a small alphabet, so grams repeat across documents. */
function texts(count: number, alphabet: string, seed: number): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 2 + next(10) }, () => alphabet[next(alphabet.length)]).join(''),
    ).join(SEP),
  );
}

describe('NgramIndex', () => {
  const docs = [
    '阿莫西林胶囊',
    `阿莫西林${SEP}amoxilin${SEP}amxl`,
    '头孢克肟片',
    'vc泡腾片',
    '6901234567890',
  ];
  const index = new NgramIndex(docs.length, (d) => docs[d]!, SEP);

  it('finds the documents holding a keyword: one character, two, or more', () => {
    expect([...index.candidates('阿', SEP)!]).toEqual([0, 1]);
    expect([...index.candidates('西林', SEP)!]).toEqual([0, 1]);
    expect([...index.candidates('阿莫西林胶囊', SEP)!]).toEqual([0]);
    expect([...index.candidates('片', SEP)!]).toEqual([2, 3]);
    expect([...index.candidates('amxl', SEP)!]).toEqual([1]);
    expect([...index.candidates('12345', SEP)!]).toEqual([4]);
  });

  it('finds nothing for a character or pair no document holds', () => {
    expect([...index.candidates('蒙', SEP)!]).toEqual([]);
    expect([...index.candidates('林阿', SEP)!]).toEqual([]);
    expect([...index.candidates('zz', SEP)!]).toEqual([]);
  });

  it('indexes fields apart and leaves a keyword holding the separator to the caller', () => {
    // 林 ends the first field of document 1 and a starts the second: no gram 林a.
    expect([...index.candidates('林a', SEP)!]).toEqual([]);
    expect(index.candidates(`林${SEP}a`, SEP)).toBeNull();
    expect(index.candidates('', SEP)).toBeNull();
  });

  it('returns a superset of the holders, ascending, with sparse lists and dense bitsets', () => {
    // 3,000 documents over 6 letters: most pairs are in more than 1/32 of them (bitsets), and
    // over 300 letters: most pairs are in few (lists); both together in the mixed alphabet.
    const wide = Array.from({ length: 300 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');
    for (const alphabet of ['abcdef', wide, `abc${wide.slice(0, 40)}`]) {
      const corpus = texts(3000, alphabet, alphabet.length);
      const fields = corpus.map((t) => t.split(SEP));
      const ngrams = new NgramIndex(corpus.length, (d) => corpus[d]!, SEP);
      // Every piece of 1-4 characters at the start of the first 40 documents' texts.
      const needles = new Set(['aaaaaa', wide.slice(0, 3)]);
      for (const text of corpus.slice(0, 40))
        for (let n = 1; n <= 4; n++) needles.add(text.slice(0, n)).add(text.slice(3, 3 + n));
      for (const needle of needles) {
        const found = ngrams.candidates(needle, SEP);
        if (needle.includes(SEP)) {
          expect(found).toBeNull();
          continue;
        }
        const list = [...found!];
        expect(list, needle).toEqual([...list].sort((a, b) => a - b));
        const have = new Set(list);
        const holders = holding(fields, needle);
        expect(
          holders.filter((doc) => !have.has(doc)),
          needle,
        ).toEqual([]);
        // Exact for one or two characters: holding the gram is holding the needle.
        if (needle.length <= 2) expect(list, needle).toEqual(holders);
      }
    }
  });

  it('treats a character outside the basic plane as its two code units, like indexOf', () => {
    const rare = ['𠮷野家', '吉野家'];
    const ngrams = new NgramIndex(rare.length, (d) => rare[d]!, SEP);
    expect([...ngrams.candidates('𠮷野', SEP)!]).toEqual([0]);
    expect([...ngrams.candidates('野家', SEP)!]).toEqual([0, 1]);
  });
});

describe('intersect and union of sorted lists', () => {
  it('intersects by galloping, whatever the gaps', () => {
    const large = Int32Array.from({ length: 1000 }, (_, i) => i * 3);
    expect([...intersect(ints(0, 3, 4, 2997, 2998, 5000), large)]).toEqual([0, 3, 2997]);
    expect([...intersect(ints(), large)]).toEqual([]);
    expect([...intersect(ints(1, 2), ints(0, 3))]).toEqual([]);
    expect([...intersect(ints(5), ints(5))]).toEqual([5]);
  });

  it('unites without duplicates', () => {
    expect([...union(ints(1, 3, 5), ints(2, 3, 6))]).toEqual([1, 2, 3, 5, 6]);
    expect([...union(ints(), ints(4))]).toEqual([4]);
  });
});
