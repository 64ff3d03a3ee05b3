/**
 * The member module's front door (floor 1, see modules/README.md): member accounts, login groups,
 * addresses, regions, qualification documents and image uploads. The member's money is finance's
 * (docs/adr/0025-finance-floor.md).
 */
import { modulePlugin } from '../module-plugin';
import { addressRoutes } from './address.routes';
import { levelRoutes } from './level.routes';
import { memberRoutes } from './member.routes';

export const memberModule = modulePlugin([memberRoutes, addressRoutes, levelRoutes]);

export type { AddressRow } from './address.repository';
export { shippingAddressOf, toAddress } from './address.service';
export { describeRegion } from './area.service';
export { knownAreaIds, memberLevelOptions } from './member-options';
export { changeGrowth } from './growth.service';
export { upsertErpMembers, type ErpMemberOptions } from './erp-member.service';
export {
  DEFAULT_SIGNIN_RULES,
  SIGNIN_RULES_KEY,
  getSigninRules,
  storeSigninRules,
} from './signin-rules';
export {
  createLoginGroup,
  lockLoginGroup,
  lockMemberRow,
  loginGroupMemberIds,
  setLoginGroup,
  updateMemberFields,
  type LockedMember,
} from './member-admin.repository';
export { giveMemberPoint, insertPointLog, takeMemberPoint } from './member-point.repository';
export {
  checkMobileFree,
  createMember,
  findInviterId,
  findLoginMember,
  findMember,
  findMemberLabel,
  findMemberWithMobile,
  getMemberInfo,
  inSameLoginGroup,
  isUsernameTaken,
  maskMobile,
  memberLabels,
  recordLogin,
  setMemberMobile,
  setMemberPassword,
  type LoginMemberRow,
} from './member.service';
export { checkPayPassword, payPasswordHashOf, setPayPasswordHash } from './pay-password.service';
export { decideMemberDocument, type DocumentDecision } from './document-review.service';
export {
  documentRankSql,
  findDocumentMemberId,
  findMemberDocuments,
  findWaitingDocuments,
  type DocumentRow,
} from './document.repository';
export { memberDocumentOf } from './document.service';
export { LICENCE_GATE_KEY, licenceGateOn, storeLicenceGate } from './licence-gate-setting';
export {
  EXPIRY_NOTICE_DAYS,
  forgetLicenceState,
  licenceStateOf,
  type LicenceState,
} from './licence-state';
export {
  QUALIFICATION_CONFIG_KEY,
  getQualificationConfig,
  aptitudesForLabel,
  checkQualificationImages,
  qualificationStatusOf,
  submitQualification,
} from './qualification.service';
export {
  UPLOAD_MAX_BYTES,
  readUploadedDocument,
  saveUploadedImage,
  storeUploadedDocument,
  type UploadedFile,
} from './upload.service';
