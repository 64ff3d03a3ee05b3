import { useTranslation } from 'react-i18next';

/** A goods unit as the page shows it; `known` false: the shop's own word, shown as shop data. */
export type UnitText = { text: string; known: boolean };

/**
 * Names a goods unit (盒, 瓶, 支 ...) in the page's language: the trade's common units are
 * interface words (common `units`, one and other for the count), so English reads "1358 boxes"
 * and not "1358 盒"; any other unit stays as the shop wrote it.
 */
export function useUnitText(): (unit: string, count: number) => UnitText {
  const { t, i18n } = useTranslation('common');
  return (unit, count) =>
    unit !== '' && i18n.exists(`common:units.${unit}`)
      ? { text: t(`units.${unit}.${count === 1 ? 'one' : 'other'}`), known: true }
      : { text: unit, known: false };
}
