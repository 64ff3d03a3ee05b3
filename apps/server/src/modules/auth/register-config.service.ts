import {
  AgreementSchema,
  PasswordRulesSchema,
  REGISTER_FORM_FIELDS,
  RegisterFormFieldSchema,
  type Agreement,
  type RegisterConfig,
  type RegisterFormConfig,
  type RegisterFormField,
} from '@shop/contracts/auth';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig } from '../settings';

export const REGISTER_SETTINGS_KEY = 'register_config';
export const REGISTER_FORM_KEY = 'register_form';
export const REGISTER_AGREEMENT_KEY = 'register_agreement';

const LoginTypes = z.array(z.enum(['username', 'mobile']));
export const RegisterSettingsSchema = z.object({
  login_types: LoginTypes.default(['username', 'mobile']),
  register_types: LoginTypes.default(['username', 'mobile']),
  password: PasswordRulesSchema.default({ min_length: 6, complexity: [] }),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

const StoredFormSchema = z.object({ fields: z.array(RegisterFormFieldSchema).default([]) });
const StoredAgreementSchema = AgreementSchema.partial().transform((v) => ({
  title: v.title ?? '',
  content: v.content ?? '',
}));

export const getRegisterSettings = (db: DbExecutor): Promise<RegisterSettings> =>
  getConfig(db, REGISTER_SETTINGS_KEY, RegisterSettingsSchema);

/** Every optional field with its show/required flags (a field the shop never set is hidden). */
export async function getRegisterForm(db: DbExecutor): Promise<RegisterFormConfig> {
  const { fields } = await getConfig(db, REGISTER_FORM_KEY, StoredFormSchema);
  const byField = new Map(fields.map((f) => [f.field, f]));
  return {
    fields: REGISTER_FORM_FIELDS.map((field) => {
      const f = byField.get(field);
      return { field, show: f?.show ?? false, required: !!f?.show && !!f.required };
    }),
  };
}

/** Whether each optional field is required, from the form config. */
export async function requiredFields(db: DbExecutor): Promise<Set<RegisterFormField>> {
  const { fields } = await getRegisterForm(db);
  return new Set(fields.filter((f) => f.required).map((f) => f.field));
}

export async function getRegisterConfig(db: DbExecutor): Promise<RegisterConfig> {
  const [settings, required] = await Promise.all([getRegisterSettings(db), requiredFields(db)]);
  return {
    ...settings,
    mobile_required: required.has('mobile'),
    realname_required: required.has('realname'),
    area_required: required.has('area'),
    qualification_required: required.has('qualification'),
    invitation_required: required.has('invitation_code'),
  };
}

export const getAgreement = (db: DbExecutor): Promise<Agreement> =>
  getConfig(db, REGISTER_AGREEMENT_KEY, StoredAgreementSchema);
