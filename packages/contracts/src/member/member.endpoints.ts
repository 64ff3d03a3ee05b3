import { defineEndpoint, EmptyBodySchema, IdResultSchema, NoDataSchema } from '../common';
import {
  AddressAddBodySchema,
  AddressEditBodySchema,
  AddressIdBodySchema,
  AddressPageBodySchema,
  AddressPageSchema,
  AddressSchema,
} from './address.schema';
import {
  AreaListBodySchema,
  AreaListSchema,
  AreaTreeBodySchema,
  AreaTreeSchema,
} from './area.schema';
import {
  CheckMobileBodySchema,
  MemberInfoSchema,
  MemberLevelListSchema,
  ModifyHeadimgBodySchema,
  ModifyNicknameBodySchema,
  MultiAccountListSchema,
} from './member.schema';
import {
  MemberQualificationSchema,
  QualificationConfigSchema,
  QualificationUploadBodySchema,
  ShopDocumentListSchema,
} from './qualification.schema';

export const memberInfoEndpoint = defineEndpoint({
  path: '/api/member/info',
  body: EmptyBodySchema,
  data: MemberInfoSchema,
});

export const modifyNicknameEndpoint = defineEndpoint({
  path: '/api/member/modifynickname',
  body: ModifyNicknameBodySchema,
  data: NoDataSchema,
});

export const modifyHeadimgEndpoint = defineEndpoint({
  path: '/api/member/modifyheadimg',
  body: ModifyHeadimgBodySchema,
  data: NoDataSchema,
});

export const checkMobileEndpoint = defineEndpoint({
  path: '/api/member/checkmobile',
  body: CheckMobileBodySchema,
  data: NoDataSchema,
});

export const multiAccountListEndpoint = defineEndpoint({
  path: '/multiaccount/api/MultiAccount/lists',
  body: EmptyBodySchema,
  data: MultiAccountListSchema,
});

export const memberLevelListEndpoint = defineEndpoint({
  path: '/api/memberlevel/lists',
  body: EmptyBodySchema,
  data: MemberLevelListSchema,
});

export const qualificationConfigEndpoint = defineEndpoint({
  path: '/api/qualification/getQualificationConfig',
  body: EmptyBodySchema,
  data: QualificationConfigSchema,
});

/** Each document type of the member with its state and pending renewal, and the sale gate. */
export const memberQualificationEndpoint = defineEndpoint({
  path: '/api/qualification/getMemberQualification',
  body: EmptyBodySchema,
  data: MemberQualificationSchema,
});

/** Submits or renews one document for review; answers the new version's id. */
export const qualificationUploadEndpoint = defineEndpoint({
  path: '/api/qualification/qualificationUpload',
  body: QualificationUploadBodySchema,
  data: IdResultSchema,
});

/** The shop's own licences (首营资料) for buyers to view and download. */
export const shopDocumentListEndpoint = defineEndpoint({
  path: '/api/qualification/shopDocuments',
  body: EmptyBodySchema,
  data: ShopDocumentListSchema,
});

export const areaListEndpoint = defineEndpoint({
  path: '/api/address/lists',
  body: AreaListBodySchema,
  data: AreaListSchema,
});

export const areaTreeEndpoint = defineEndpoint({
  path: '/api/address/city',
  body: AreaTreeBodySchema,
  data: AreaTreeSchema,
});

export const addressPageEndpoint = defineEndpoint({
  path: '/api/memberaddress/page',
  body: AddressPageBodySchema,
  data: AddressPageSchema,
});

export const addressInfoEndpoint = defineEndpoint({
  path: '/api/memberaddress/info',
  body: AddressIdBodySchema,
  data: AddressSchema,
});

export const addressAddEndpoint = defineEndpoint({
  path: '/api/memberaddress/add',
  body: AddressAddBodySchema,
  data: IdResultSchema,
});

export const addressEditEndpoint = defineEndpoint({
  path: '/api/memberaddress/edit',
  body: AddressEditBodySchema,
  data: IdResultSchema,
});

export const addressSetDefaultEndpoint = defineEndpoint({
  path: '/api/memberaddress/setdefault',
  body: AddressIdBodySchema,
  data: IdResultSchema,
});

export const addressDeleteEndpoint = defineEndpoint({
  path: '/api/memberaddress/delete',
  body: AddressIdBodySchema,
  data: IdResultSchema,
});
