/**
 * Colour variants of each generated product image in apps/web/public/demo/goods/
 * (`tablet-1.svg` ... `tablet-3.svg`). A maker always uses the same variant, like a house style.
 */
export const IMAGE_VARIANTS: Record<string, number> = {
  tablet: 3,
  capsule: 3,
  granule: 2,
  liquid: 3,
  injection: 2,
  ointment: 2,
  pill: 2,
  drops: 2,
  plaster: 1,
  herb: 3,
  health: 2,
  care: 1,
  disinfect: 2,
  box: 1,
  'bp-monitor': 1,
  glucometer: 1,
  thermometer: 1,
  mask: 1,
  syringe: 1,
  nebulizer: 1,
  walker: 1,
  dressing: 1,
  'test-strip': 1,
  family: 1,
};

/** Public path of the product image of a kind for a maker. */
export function imagePath(kind: string, companyIndex: number): string {
  const variants = IMAGE_VARIANTS[kind] ?? 1;
  return `/demo/goods/${kind}-${(companyIndex % variants) + 1}.svg`;
}
