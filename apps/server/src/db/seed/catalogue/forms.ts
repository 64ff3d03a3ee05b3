/**
 * Dosage forms recognised from the end of a drug name. A form with `piece` is sold by count
 * ("0.25g*24粒"); one without is sold by size ("100ml"), each size its own SKU.
 */
export type FormRule = {
  form: string;
  image: string;
  unit: string;
  piece?: string;
  counts?: number[];
};

const tablet: FormRule = {
  form: '片剂',
  image: 'tablet',
  unit: '盒',
  piece: '片',
  counts: [12, 24, 36, 48],
};
const capsule: FormRule = {
  form: '胶囊剂',
  image: 'capsule',
  unit: '盒',
  piece: '粒',
  counts: [12, 24, 36],
};
const granule = (form: string): FormRule => ({
  form,
  image: 'granule',
  unit: '盒',
  piece: '袋',
  counts: [6, 9, 10, 12],
});
const vial = (form: string): FormRule => ({
  form,
  image: 'liquid',
  unit: '盒',
  piece: '支',
  counts: [6, 10, 12],
});
const bottle = (form: string, image = 'liquid', unit = '瓶'): FormRule => ({ form, image, unit });

// Checked in order: the first suffix (or prefix for 注射用) that matches wins.
const RULES: [string, FormRule][] = [
  ['注射用', { form: '注射剂', image: 'injection', unit: '盒', piece: '瓶', counts: [1, 10] }],
  ['注射液', { form: '注射剂', image: 'injection', unit: '盒', piece: '支', counts: [1, 5] }],
  ['干混悬剂', granule('干混悬剂')],
  ['混悬滴剂', bottle('混悬剂', 'drops')],
  ['混悬液', bottle('混悬剂')],
  ['滴剂', bottle('滴剂', 'drops')],
  ['滴眼液', bottle('滴眼剂', 'drops', '支')],
  ['滴耳液', bottle('滴耳剂', 'drops', '支')],
  ['眼膏', bottle('眼膏剂', 'ointment', '支')],
  ['气雾剂', bottle('气雾剂', 'drops')],
  ['喷雾剂', bottle('喷雾剂', 'drops')],
  ['凝胶贴膏', { form: '贴膏剂', image: 'plaster', unit: '盒', piece: '贴', counts: [4, 6, 10] }],
  ['止痛膏', { form: '贴膏剂', image: 'plaster', unit: '盒', piece: '贴', counts: [4, 6, 10] }],
  ['枇杷膏', bottle('煎膏剂')],
  ['乳胶剂', bottle('乳胶剂', 'ointment', '支')],
  ['乳膏', bottle('乳膏剂', 'ointment', '支')],
  ['软膏', bottle('软膏剂', 'ointment', '支')],
  ['凝胶', bottle('凝胶剂', 'ointment', '支')],
  ['膏', bottle('软膏剂', 'ointment', '支')],
  ['滴丸', { form: '滴丸剂', image: 'pill', unit: '盒', piece: '丸', counts: [150, 180] }],
  ['丸', { form: '丸剂', image: 'pill', unit: '盒', piece: '袋', counts: [6, 10, 12] }],
  ['栓', { form: '栓剂', image: 'pill', unit: '盒', piece: '粒', counts: [6, 10] }],
  ['软胶囊', capsule],
  ['胶囊', capsule],
  ['片', tablet],
  ['颗粒', granule('颗粒剂')],
  ['散', granule('散剂')],
  ['口服液', vial('合剂')],
  ['生脉饮', vial('合剂')],
  ['正气水', vial('酊剂')],
  ['痰咳液', vial('合剂')],
  ['川贝液', vial('合剂')],
  ['口服溶液', bottle('口服溶液剂')],
  ['糖浆', bottle('糖浆剂')],
  ['开塞露', bottle('灌肠剂', 'liquid', '支')],
  ['露', bottle('糖浆剂')],
  ['含漱液', bottle('含漱剂')],
  ['洗剂', bottle('洗剂')],
  ['油', bottle('搽剂')],
  ['液', bottle('溶液剂')],
];

/** The dosage form of a drug by its generic name; undefined for names no rule knows. */
export function formOf(name: string): FormRule | undefined {
  for (const [key, rule] of RULES) {
    if (key === '注射用' ? name.startsWith(key) : name.endsWith(key)) return rule;
  }
  return undefined;
}

/** Product images for goods that are not drugs, by the words in their name. */
const GOODS_IMAGES: [RegExp, string][] = [
  [/血压计/, 'bp-monitor'],
  [/血糖仪|测试仪/, 'glucometer'],
  [/体温计|额温|耳温/, 'thermometer'],
  [/口罩/, 'mask'],
  [/注射器|输液|针/, 'syringe'],
  [/雾化|制氧/, 'nebulizer'],
  [/轮椅|助行|手杖/, 'walker'],
  [
    /纱布|棉签|棉球|绷带|胶带|创口贴|退热贴|冷敷|护腰|颈托|固定|手套|防护服|敷料|修复贴|棉片/,
    'dressing',
  ],
  [/试纸|检测/, 'test-strip'],
  [/避孕套|润滑/, 'family'],
];

/** The image kind of a goods that is not a dosage form, from its name and kind letter. */
export function goodsImageKind(name: string, kind: string): string {
  for (const [pattern, image] of GOODS_IMAGES) if (pattern.test(name)) return image;
  if (kind === 'Y') return 'herb';
  if (kind === 'F') return 'health';
  if (kind === 'X') return 'disinfect';
  if (kind === 'C') return 'care';
  return 'box';
}
