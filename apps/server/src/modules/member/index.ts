/**
 * The member module's front door (floor 1, see modules/README.md): member accounts, login groups,
 * addresses, regions, qualification documents and image uploads.
 */
import { modulePlugin } from '../module-plugin';
import { addressRoutes } from './address.routes';
import { memberRoutes } from './member.routes';

export const memberModule = modulePlugin([memberRoutes, addressRoutes]);

export type { AddressRow } from './address.repository';
export { shippingAddressOf, toAddress } from './address.service';
export { describeRegion } from './area.service';
export { debitBalance, insertLedger, useCredit } from './member-money.repository';
export {
  changeBalance,
  createLoginGroup,
  lockLoginGroup,
  lockMemberRow,
  loginGroupMemberIds,
  setCreditLimit,
  setLoginGroup,
  updateMemberFields,
  type LockedMember,
  type MemberMoneyRow,
} from './member-admin.repository';
export { insertPointLog, takeMemberPoint } from './member-point.repository';
export {
  createMember,
  findInviterId,
  findLoginMember,
  findMember,
  findMemberLabel,
  findMemberWithMobile,
  inSameLoginGroup,
  isUsernameTaken,
  memberLabels,
  recordLogin,
  setMemberPassword,
  type LoginMemberRow,
} from './member.service';
export { decideMemberDocument, type DocumentDecision } from './document-review.service';
export {
  documentRankSql,
  findDocumentMemberId,
  findMemberDocuments,
  findWaitingDocuments,
  type DocumentRow,
} from './document.repository';
export { memberDocumentOf } from './document.service';
export { LICENCE_GATE_KEY, licenceGateOn } from './licence-gate-setting';
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
export { UPLOAD_MAX_BYTES, saveUploadedImage } from './upload.service';
