import { defineEndpoint, EmptyBodySchema, NoDataSchema } from '../common';
import {
  CaptchaBodySchema,
  CaptchaSchema,
  CheckLoginSchema,
  FindPasswordBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  MobileCodeBodySchema,
  MobileCodeResultSchema,
  MobileLoginBodySchema,
} from './auth.schema';
import {
  AgreementSchema,
  AptitudeBodySchema,
  AptitudeListSchema,
  MemberLabelListSchema,
  RegisterConfigSchema,
  RegisterFormConfigSchema,
  RegisterMobileBodySchema,
  RegisterUsernameBodySchema,
} from './register.schema';

export const captchaEndpoint = defineEndpoint({
  path: '/api/captcha/captcha',
  body: CaptchaBodySchema,
  data: CaptchaSchema,
});

/** Password login, or (member_id with change = 1) a switch to another account of the caller's login group. */
export const loginEndpoint = defineEndpoint({
  path: '/api/login/login',
  body: LoginBodySchema,
  data: LoginResultSchema,
});

export const loginMobileCodeEndpoint = defineEndpoint({
  path: '/api/login/mobileCode',
  body: MobileCodeBodySchema,
  data: MobileCodeResultSchema,
});

export const mobileLoginEndpoint = defineEndpoint({
  path: '/api/login/mobile',
  body: MobileLoginBodySchema,
  data: LoginResultSchema,
});

export const checkLoginEndpoint = defineEndpoint({
  path: '/api/login/checklogin',
  body: EmptyBodySchema,
  data: CheckLoginSchema,
});

export const logoutEndpoint = defineEndpoint({
  path: '/api/login/logout',
  body: EmptyBodySchema,
  data: NoDataSchema,
});

export const findPasswordCodeEndpoint = defineEndpoint({
  path: '/api/findpassword/mobilecode',
  body: MobileCodeBodySchema,
  data: MobileCodeResultSchema,
});

export const findPasswordEndpoint = defineEndpoint({
  path: '/api/findpassword/mobile',
  body: FindPasswordBodySchema,
  data: NoDataSchema,
});

export const registerConfigEndpoint = defineEndpoint({
  path: '/api/register/config',
  body: EmptyBodySchema,
  data: RegisterConfigSchema,
});

export const registerFormConfigEndpoint = defineEndpoint({
  path: '/memberregister/api/Config/Config',
  body: EmptyBodySchema,
  data: RegisterFormConfigSchema,
});

export const agreementEndpoint = defineEndpoint({
  path: '/api/register/aggrement',
  body: EmptyBodySchema,
  data: AgreementSchema,
});

export const labelListEndpoint = defineEndpoint({
  path: '/api/register/labellist',
  body: EmptyBodySchema,
  data: MemberLabelListSchema,
});

export const aptitudeListEndpoint = defineEndpoint({
  path: '/api/register/getAptitude',
  body: AptitudeBodySchema,
  data: AptitudeListSchema,
});

export const registerMobileCodeEndpoint = defineEndpoint({
  path: '/api/register/mobileCode',
  body: MobileCodeBodySchema,
  data: MobileCodeResultSchema,
});

export const registerUsernameEndpoint = defineEndpoint({
  path: '/api/register/username',
  body: RegisterUsernameBodySchema,
  data: LoginResultSchema,
});

export const registerMobileEndpoint = defineEndpoint({
  path: '/api/register/mobile',
  body: RegisterMobileBodySchema,
  data: LoginResultSchema,
});
