import type { RegisterFormConfig } from '@shop/contracts/auth';
import type { QualificationType } from '@shop/contracts/member';
import { memberLabel, memberLevel } from '../schema';
import {
  DEFAULT_SIGNIN_RULES,
  LICENCE_GATE_KEY,
  QUALIFICATION_CONFIG_KEY,
  SIGNIN_RULES_KEY,
} from '../../modules/member';
import {
  REGISTER_AGREEMENT_KEY,
  REGISTER_FORM_KEY,
  REGISTER_SETTINGS_KEY,
  type RegisterSettings,
} from '../../modules/auth';
import { setConfig } from '../../modules/settings';
import type { DbTransaction } from '../client';
import { REGISTER_AGREEMENT } from './member-agreement';
import { seedAreas } from './area';

const LEVELS = [
  {
    levelName: '普通会员',
    levelNameEn: 'Regular member',
    growth: 0,
    isDefault: 1,
    remark: '注册即可成为普通会员，享受商城基础采购服务。',
    remarkEn: 'Every registered member: the mall’s basic purchasing services.',
  },
  {
    levelName: '银卡会员',
    levelNameEn: 'Silver member',
    growth: 2000,
    isDefault: 0,
    remark: '成长值达到2000，享受部分商品会员价及优先发货。',
    remarkEn: 'From 2,000 growth: member prices on selected goods and priority shipping.',
  },
  {
    levelName: '金卡会员',
    levelNameEn: 'Gold member',
    growth: 10000,
    isDefault: 0,
    remark: '成长值达到10000，享受全场会员价、专属客服及账期申请。',
    remarkEn:
      'From 10,000 growth: member prices on all goods, a dedicated servicer and credit (on-account) applications.',
  },
  {
    levelName: '钻石会员',
    levelNameEn: 'Diamond member',
    growth: 50000,
    isDefault: 0,
    remark: '成长值达到50000，享受最低会员价、专属客户经理及定制采购方案。',
    remarkEn:
      'From 50,000 growth: the lowest member prices, a dedicated account manager and tailored purchasing plans.',
  },
];

export const LABEL_NAMES = [
  '单体药店',
  '连锁药店',
  '诊所',
  '卫生院',
  '民营医院',
  '医药公司',
] as const;

const settings: RegisterSettings = {
  login_types: ['username', 'mobile'],
  register_types: ['username', 'mobile'],
  password: { min_length: 6, complexity: ['number', 'letter'] },
};

const form: RegisterFormConfig = {
  fields: [
    { field: 'nickname', show: true, required: true },
    { field: 'realname', show: true, required: true },
    { field: 'mobile', show: true, required: false },
    { field: 'member_label', show: true, required: true },
    { field: 'area', show: true, required: true },
    { field: 'address', show: true, required: true },
    { field: 'qualification', show: true, required: false },
    { field: 'invitation_code', show: true, required: false },
  ],
};

/**
 * The qualification types, by buyer types (label names) that must provide them, with whether
 * each has a number and validity dates and the business scopes it may cover (issue 16).
 */
function qualificationTypes(
  labelIds: Map<string, number>,
): Array<QualificationType & { type_name_en: string; tip_en: string }> {
  const ids = (...names: Array<(typeof LABEL_NAMES)[number]>) =>
    names.map((n) => labelIds.get(n) ?? 0);
  const pharmacies = ids('单体药店', '连锁药店', '医药公司');
  const medical = ids('诊所', '卫生院', '民营医院');
  return [
    {
      type_key: 'business_licence',
      type_name: '营业执照',
      type_name_en: 'Business licence',
      is_required: true,
      max_count: 2,
      tip: '请上传营业执照副本彩色扫描件或照片，需清晰完整',
      tip_en: 'Upload a clear colour scan or photo of the business licence copy',
      label_ids: [],
      needs_number: true,
      needs_validity: true,
      scopes: [],
    },
    {
      type_key: 'drug_licence',
      type_name: '药品经营许可证',
      type_name_en: 'Drug trading licence',
      is_required: true,
      max_count: 2,
      tip: '请上传在有效期内的药品经营许可证正、副本',
      tip_en: 'Upload both copies of a drug trading licence in force',
      label_ids: pharmacies,
      needs_number: true,
      needs_validity: true,
      scopes: ['rx', 'otc', 'chinese_herbal', 'biological'],
    },
    {
      type_key: 'medical_licence',
      type_name: '医疗机构执业许可证',
      type_name_en: 'Medical institution practice licence',
      is_required: true,
      max_count: 2,
      tip: '请上传在有效期内的医疗机构执业许可证正、副本',
      tip_en: 'Upload both copies of a medical institution practice licence in force',
      label_ids: medical,
      needs_number: true,
      needs_validity: true,
      scopes: ['rx', 'otc', 'chinese_herbal', 'biological', 'device2', 'device3'],
    },
    {
      type_key: 'gsp_certificate',
      type_name: 'GSP证书',
      type_name_en: 'GSP certificate',
      is_required: false,
      max_count: 2,
      tip: '如有药品经营质量管理规范认证证书请一并上传',
      tip_en: 'Upload the GSP (good supply practice) certificate if you hold one',
      label_ids: pharmacies,
      needs_number: true,
      needs_validity: true,
      scopes: [],
    },
    {
      type_key: 'device_record',
      type_name: '第二类医疗器械经营备案凭证',
      type_name_en: 'Class II medical device trading record',
      is_required: false,
      max_count: 2,
      tip: '采购第二类医疗器械时需提供',
      tip_en: 'Needed to buy class II medical devices',
      label_ids: ids('医药公司', '单体药店', '连锁药店'),
      needs_number: true,
      needs_validity: false,
      scopes: ['device2'],
    },
    {
      type_key: 'purchase_authorization',
      type_name: '采购委托书',
      type_name_en: 'Purchase authorisation',
      is_required: false,
      max_count: 1,
      tip: '加盖公章的采购人员授权委托书',
      tip_en: 'A purchaser authorisation letter bearing the company seal',
      label_ids: [],
      needs_number: false,
      needs_validity: true,
      scopes: [],
    },
    {
      type_key: 'purchaser_id_card',
      type_name: '采购人员身份证',
      type_name_en: "Purchaser's ID card",
      is_required: false,
      max_count: 2,
      tip: '请上传采购人员身份证正、反面',
      tip_en: "Upload both sides of the purchaser's ID card",
      label_ids: [],
      needs_number: true,
      needs_validity: true,
      scopes: [],
    },
  ];
}

/** Member levels, buyer types, registration settings and agreement, qualification types, regions. */
export async function seedMemberBase(tx: DbTransaction): Promise<void> {
  await tx.insert(memberLevel).values(LEVELS.map((l, i) => ({ ...l, sort: i })));
  const labels = await tx
    .insert(memberLabel)
    .values(LABEL_NAMES.map((labelName, sort) => ({ labelName, sort })))
    .returning({ id: memberLabel.labelId, name: memberLabel.labelName });
  const labelIds = new Map(labels.map((l) => [l.name, l.id]));
  await setConfig(tx, REGISTER_SETTINGS_KEY, settings);
  await setConfig(tx, REGISTER_FORM_KEY, form);
  await setConfig(tx, REGISTER_AGREEMENT_KEY, REGISTER_AGREEMENT);
  await setConfig(tx, QUALIFICATION_CONFIG_KEY, { types: qualificationTypes(labelIds) });
  await setConfig(tx, SIGNIN_RULES_KEY, DEFAULT_SIGNIN_RULES);
  await setConfig(tx, LICENCE_GATE_KEY, { enabled: false });
  await seedAreas(tx);
}
