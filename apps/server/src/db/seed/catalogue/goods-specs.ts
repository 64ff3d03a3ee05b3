import type { Template } from './categories';
import type { FormRule } from './forms';
import type { Prng } from './prng';

/** One SKU's pack: shown spec ("0.25g*24粒"), its unit ("盒") and price factor against the base. */
export type PackSpec = { spec: string; unit: string; factor: number };

const DEFAULT_UNIT: Record<string, string> = { Y: '袋', D: '个', F: '瓶', C: '支', X: '瓶' };
const SCALE: Record<string, number> = { kg: 1000, l: 1000 };
const QUANTITY = /(\d+(?:\.\d+)?)(kg|g|ml|l|只|片|支|粒|袋|个|贴|套|人份|揿)/gi;

/** The last quantity in a spec with its unit family (g, ml, or a count word). */
function quantityOf(spec: string): { value: number; unit: string } | undefined {
  const found = [...spec.matchAll(QUANTITY)].pop();
  if (!found) return undefined;
  const unit = (found[2] ?? '').toLowerCase();
  return {
    value: Number(found[1]) * (SCALE[unit] ?? 1),
    unit: unit === 'kg' ? 'g' : unit === 'l' ? 'ml' : unit,
  };
}

/** How many SKUs a goods has: mostly one, often two, sometimes three. */
const skuCount = (prng: Prng) => (prng.chance(0.55) ? 1 : prng.chance(0.7) ? 2 : 3);

/** Splits "500g/袋" into the shown spec and its unit. */
function splitUnit(spec: string, fallback: string): { spec: string; unit: string } {
  const m = /^(.*)\/(\S)$/.exec(spec);
  if (m) return { spec: m[1] ?? spec, unit: m[2] ?? fallback };
  return { spec, unit: spec.includes('*') ? '盒' : fallback };
}

const isCountMode = (t: Template, form: FormRule | undefined) =>
  Boolean(form?.piece) && t.specs.every((s) => !s.includes('*') && !s.includes('/'));

/**
 * The goods one maker lists for a template: each entry is one goods with its packs (SKUs), the
 * first pack being the default. Count forms vary the pack count of one strength; others list sizes.
 * (The template price is for a count form's second usual count, e.g. 24 tablets.)
 */
export function packVariants(
  t: Template,
  form: FormRule | undefined,
  model: string,
  prng: Prng,
): PackSpec[][] {
  if (form?.piece && form.counts && isCountMode(t, form)) {
    const { piece, counts } = form;
    const strengths = t.specs.map((_, i) => i);
    const primary = prng.chance(0.6) ? 0 : prng.pick(strengths);
    const chosen = [primary];
    const other = strengths.filter((i) => i !== primary);
    if (other.length > 0 && prng.chance(0.35)) chosen.push(prng.pick(other));
    return chosen.map((si) => {
      const strength = t.specs[si] ?? '';
      const start = prng.int(0, Math.min(1, counts.length - 1));
      const picked = counts.slice(start, start + skuCount(prng));
      return picked.map((n, step) => ({
        spec: strength ? `${strength}*${n}${piece}` : `${n}${piece}`,
        unit: n >= 60 && (piece === '片' || piece === '粒') ? '瓶' : form.unit,
        factor: (1 + 0.55 * si) * (n / (counts[1] ?? counts[0] ?? n)) * 0.97 ** (start + step),
      }));
    });
  }
  const fallbackUnit = form?.unit ?? DEFAULT_UNIT[t.kind] ?? '盒';
  const all = t.specs.map((raw) => splitUnit(raw.replaceAll('{M}', model), fallbackUnit));
  const base = quantityOf(all[0]?.spec ?? '');
  const start = prng.chance(0.75) ? 0 : prng.int(0, all.length - 1);
  return [
    all.slice(start, start + skuCount(prng)).map((s, i) => {
      const q = quantityOf(s.spec);
      const ratio =
        base && q && q.unit === base.unit && q.value !== base.value ? q.value / base.value : 0;
      const factor = ratio > 0 ? ratio ** 0.92 : 1 + 0.4 * (start + i);
      return { spec: s.spec, unit: s.unit, factor };
    }),
  ];
}

const round10 = (fen: number) => Math.max(10, Math.round(fen / 10) * 10);

export type SkuPrices = {
  priceFen: number;
  marketPriceFen: number;
  costPriceFen: number;
  memberPriceFen: number | null;
};

/**
 * Wholesale prices of one SKU, in fen. The market price is always higher; a member price, when
 * there is one (about 30 %), is always lower than the price.
 */
export function skuPrices(baseYuan: number, factor: number, prng: Prng): SkuPrices {
  const priceFen = Math.max(80, round10(baseYuan * 100 * factor));
  const markup = prng.float(1.18, 1.6);
  const rawMarket = priceFen * markup;
  const marketPriceFen =
    rawMarket > 2000 ? Math.ceil(rawMarket / 100) * 100 : Math.ceil(rawMarket / 10) * 10;
  const costPriceFen = round10(priceFen * prng.float(0.68, 0.85));
  let memberPriceFen: number | null = null;
  if (priceFen >= 100 && prng.chance(0.3)) {
    memberPriceFen = Math.min(
      priceFen - 10,
      Math.floor((priceFen * prng.float(0.88, 0.97)) / 10) * 10,
    );
  }
  return { priceFen, marketPriceFen, costPriceFen, memberPriceFen };
}
