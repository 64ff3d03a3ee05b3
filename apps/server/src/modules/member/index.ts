/**
 * The member module's front door (floor 1, see modules/README.md): member accounts, login groups,
 * addresses, regions, qualification documents and image uploads.
 */
import { modulePlugin } from '../module-plugin';
import { accountRoutes } from './account.routes';
import { addressRoutes } from './address.routes';
import { memberRoutes } from './member.routes';

export const memberModule = modulePlugin([memberRoutes, addressRoutes, accountRoutes]);

export type { AddressRow } from './address.repository';
export { shippingAddressOf, toAddress } from './address.service';
export { describeRegion } from './area.service';
export { debitBalance, insertLedger, useCredit } from './member-money.repository';
export {
  changeBalance,
  createLoginGroup,
  decideQualification,
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
export {
  QUALIFICATION_CONFIG_KEY,
  aptitudesForLabel,
  checkQualificationImages,
  qualificationStatusOf,
  submitQualification,
} from './qualification.service';
export { UPLOAD_MAX_BYTES, saveUploadedImage } from './upload.service';
export {
  PAY_VOUCHER_TTL_MS,
  PAY_VOUCHER_UPLOAD_KIND,
  checkOwnVoucher,
  payVoucherKey,
} from './pay-voucher';
export { markRechargePaid, type MarkRechargePaidInput } from './recharge-paid.service';
export { lockRecharge, moveRecharge, type RechargeDbRow } from './recharge.repository';
export { toRechargeRow } from './recharge-view';
