import type { Template } from '../catalogue/categories';

/**
 * Dosage forms a drug of the demo vocabulary is also made in, sold by count like the forms in
 * catalogue/forms.ts recognise them (the last word of the name decides the form there too).
 * Longest first, so 肠溶胶囊 is taken before 胶囊 when a name's form is cut off.
 */
const COUNT_FORMS: Record<string, string[]> = {
  H: [
    '肠溶胶囊',
    '缓释胶囊',
    '干混悬剂',
    '分散片',
    '缓释片',
    '肠溶片',
    '咀嚼片',
    '泡腾片',
    '软胶囊',
    '胶囊',
    '颗粒',
    '片',
  ],
  Z: ['浓缩丸', '水蜜丸', '软胶囊', '滴丸', '胶囊', '颗粒', '片', '丸'],
};
COUNT_FORMS.J = COUNT_FORMS.H!;

/** Every form any kind lists, longest first: the one a name ends with is its form. */
const ALL_FORMS = [...new Set(Object.values(COUNT_FORMS).flat())].sort(
  (a, b) => b.length - a.length,
);

/**
 * The stem of a drug name without its count form (阿莫西林胶囊 -> 阿莫西林), or undefined when the
 * name does not end with one of the forms (injections, liquids, devices, herbal pieces).
 */
export function stemOf(name: string): string | undefined {
  const form = ALL_FORMS.find((f) => name.endsWith(f) && name.length > f.length + 1);
  return form ? name.slice(0, -form.length) : undefined;
}

/** The count forms a template's drug may also be made in (empty: keep the template's name). */
export function formsFor(t: Template): string[] {
  return stemOf(t.name) ? (COUNT_FORMS[t.kind] ?? []) : [];
}
