import type { Fen } from './money';

/**
 * Splits `totalFen` over parts in proportion to `weights` by the largest-remainder method, so the
 * parts are whole fen and always sum to the total (an order discount spread over its lines).
 * Negative weights count as 0; all-zero weights split evenly; a negative total splits like its
 * opposite. Each part is floor(total × weight / Σweights), then the fen left go one each to the
 * parts with the largest remainders (ties: the earlier part). With whole-fen totals and integer
 * weights the arithmetic is exact (no float quotient decides a fen: Vendure #3091).
 */
export function prorate(totalFen: Fen, weights: readonly number[]): Fen[] {
  if (weights.length === 0) return [];
  if (totalFen < 0) return prorate(-totalFen, weights).map((part) => (part === 0 ? 0 : -part));
  const effective = weights.some((w) => w > 0)
    ? weights.map((w) => Math.max(0, w))
    : weights.map(() => 1);
  const sum = effective.reduce((a, b) => a + b, 0);
  const split =
    effective.every(Number.isInteger) && Number.isInteger(totalFen)
      ? exactShares(totalFen, effective, sum)
      : floatShares(totalFen, effective, sum);
  const parts = split.map((s) => s.whole);
  let left = totalFen - parts.reduce((a, b) => a + b, 0);
  const order = split
    .map((s, i) => ({ i, rest: s.rest }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** `rest` compares remainders: here the exact remainder over the common denominator `sum`. */
type Share = { whole: number; rest: number };

function exactShares(total: number, weights: readonly number[], sum: number): Share[] {
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(total * Math.max(...weights))) {
    const bigSum = BigInt(sum);
    return weights.map((w) => {
      const product = BigInt(total) * BigInt(w);
      return { whole: Number(product / bigSum), rest: Number(product % bigSum) };
    });
  }
  return weights.map((w) => {
    const product = total * w;
    let whole = Math.floor(product / sum);
    // The float quotient may round across an integer; correct it from the exact remainder.
    let rest = product - whole * sum;
    if (rest < 0) {
      whole -= 1;
      rest += sum;
    } else if (rest >= sum) {
      whole += 1;
      rest -= sum;
    }
    return { whole, rest };
  });
}

function floatShares(total: number, weights: readonly number[], sum: number): Share[] {
  return weights.map((w) => {
    const exact = (total * w) / sum;
    const whole = Math.floor(exact);
    return { whole, rest: exact - whole };
  });
}
