/**
 * The member module's front door (floor 1, see modules/README.md): member accounts, login groups,
 * addresses, regions, qualification documents and image uploads.
 */
import { modulePlugin } from '../module-plugin';
import { accountRoutes } from './account.routes';
import { addressRoutes } from './address.routes';
import { bankAccountRoutes } from './bank-account.routes';
import { levelRoutes } from './level.routes';
import { memberRoutes } from './member.routes';
import { withdrawRoutes } from './withdraw.routes';

export const memberModule = modulePlugin([
  memberRoutes,
  addressRoutes,
  accountRoutes,
  bankAccountRoutes,
  withdrawRoutes,
  levelRoutes,
]);

export type { AddressRow } from './address.repository';
export { shippingAddressOf, toAddress } from './address.service';
export { describeRegion } from './area.service';
export { knownAreaIds, memberLevelOptions } from './member-options';
export { changeGrowth } from './growth.service';
export {
  DEFAULT_SIGNIN_RULES,
  SIGNIN_RULES_KEY,
  getSigninRules,
  storeSigninRules,
} from './signin-rules';
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
export { giveRefundBack, type RefundCredit } from './refund-money.service';
export {
  checkMobileFree,
  createMember,
  findInviterId,
  findLoginMember,
  findMember,
  findMemberLabel,
  findMemberWithMobile,
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
export { LICENCE_GATE_KEY, licenceGateOn } from './licence-gate-setting';
export {
  MEMBER_SETTING_KEYS,
  memberSettings,
  storeCreditStatementSetting,
  storeLicenceGate,
  storeRechargeSetting,
  storeWithdrawSetting,
} from './member-settings.service';
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
export {
  moveWithdraw,
  unfreezeBalance,
  type WithdrawMove,
  type WithdrawRow,
} from './withdraw.repository';
export { memberReceivingAccounts } from './bank-account.service';
export { toWithdraw } from './withdraw.service';
export {
  PAY_VOUCHER_TTL_MS,
  PAY_VOUCHER_UPLOAD_KIND,
  checkOwnVoucher,
  payVoucherKey,
} from './pay-voucher';
export { markRechargePaid, type MarkRechargePaidInput } from './recharge-paid.service';
export {
  findMemberRechargeByNo,
  lockRecharge,
  moveRecharge,
  type RechargeDbRow,
} from './recharge.repository';
export { toRechargeRow } from './recharge-view';
