import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { PASSWORD_CLASSES } from './auth-rules';

/** Optional fields of the registration form a shop can show and require. */
export const REGISTER_FORM_FIELDS = [
  'nickname',
  'realname',
  'mobile',
  'member_label',
  'area',
  'address',
  'qualification',
  'invitation_code',
] as const;
export type RegisterFormField = (typeof REGISTER_FORM_FIELDS)[number];

export const RegisterFormFieldSchema = z.object({
  field: z.enum(REGISTER_FORM_FIELDS),
  show: z.boolean(),
  required: z.boolean(),
});
/** `/memberregister/api/Config/Config`: which registration fields show and which are required. */
export const RegisterFormConfigSchema = z.object({ fields: z.array(RegisterFormFieldSchema) });
export type RegisterFormConfig = z.infer<typeof RegisterFormConfigSchema>;

export const PasswordRulesSchema = z.object({
  min_length: z.number().int().min(6).max(20),
  complexity: z.array(z.enum(PASSWORD_CLASSES)),
});

/** `/api/register/config`: login and registration settings. */
export const RegisterConfigSchema = z.object({
  /** 'username': password login by username or mobile; 'mobile': SMS code login. */
  login_types: z.array(z.enum(['username', 'mobile'])),
  register_types: z.array(z.enum(['username', 'mobile'])),
  password: PasswordRulesSchema,
  mobile_required: z.boolean(),
  realname_required: z.boolean(),
  area_required: z.boolean(),
  qualification_required: z.boolean(),
  invitation_required: z.boolean(),
});
export type RegisterConfig = z.infer<typeof RegisterConfigSchema>;

/** `/api/register/aggrement` (sic, the spec's path): plain text, paragraphs split by new lines. */
export const AgreementSchema = z.object({ title: z.string(), content: z.string() });
export type Agreement = z.infer<typeof AgreementSchema>;

export const MemberLabelSchema = z.object({ label_id: z.number().int(), label_name: z.string() });
/** `/api/register/labellist`: buyer types. */
export const MemberLabelListSchema = z.array(MemberLabelSchema);
export type MemberLabel = z.infer<typeof MemberLabelSchema>;

/** A kind of qualification document (营业执照, 药品经营许可证, ...). */
export const AptitudeSchema = z.object({
  type_key: z.string(),
  type_name: z.string(),
  is_required: z.boolean(),
  max_count: z.number().int(),
  tip: z.string(),
});
export type Aptitude = z.infer<typeof AptitudeSchema>;

/** `/api/register/getAptitude`: the documents a buyer type must upload. */
export const AptitudeBodySchema = bodySchema({ member_label: IdSchema });
export const AptitudeListSchema = z.array(AptitudeSchema);

const QUALIFICATION_TYPE_KEY = z.string().regex(/^[a-z_]{1,40}$/);
/** Uploaded image paths per qualification type: `{ business_licence: ['/upload/...'] }`. */
export const QualificationImagesSchema = z
  .record(QUALIFICATION_TYPE_KEY, z.array(z.string().max(200)).max(10))
  .refine((value) => Object.keys(value).length <= 12, { message: 'too many types' });
export type QualificationImages = z.infer<typeof QualificationImagesSchema>;

const AreaIdField = z.coerce.number().int().min(0).max(999_999).optional();
const ProfileFields = {
  member_label: IdSchema.optional(),
  member_label_name: z.string().max(50).optional(),
  realname: z.string().trim().max(30).optional(),
  nickname: z.string().trim().max(30).optional(),
  province_id: AreaIdField,
  city_id: AreaIdField,
  district_id: AreaIdField,
  /** Ignored: the server composes the full address from the region names. */
  full_address: z.string().max(200).optional(),
  address: z.string().trim().max(120).optional(),
  qualifications_images: QualificationImagesSchema.optional(),
  invitation_code: z.string().trim().max(16).optional(),
  /** The salesman chosen from `/api/member/getFenXiaoList` (issue 16). */
  fenxiao_id: IdSchema.optional(),
  /** Or the salesman's name as typed. */
  inputfenxiao_name: z.string().trim().max(30).optional(),
};

/** `/api/register/username`: the spec §3 registration fields. */
export const RegisterUsernameBodySchema = bodySchema({
  username: z.string().trim().max(30),
  password: z.string().max(64),
  captcha_id: z.string().max(64).optional(),
  captcha_code: z.string().trim().max(10).optional(),
  mobile: z.string().trim().max(11).optional(),
  key: z.string().max(64).optional(),
  code: z.string().trim().max(6).optional(),
  ...ProfileFields,
});
export type RegisterUsernameBody = z.infer<typeof RegisterUsernameBodySchema>;

/** `/api/register/mobile`: registration proven by an SMS code; the username is derived. */
export const RegisterMobileBodySchema = bodySchema({
  mobile: z.string().trim().max(11),
  key: z.string().max(64),
  code: z.string().trim().max(6),
  password: z.string().max(64),
  ...ProfileFields,
});
export type RegisterMobileBody = z.infer<typeof RegisterMobileBodySchema>;
