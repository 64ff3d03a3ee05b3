import { MOBILE_PATTERN } from '@shop/contracts/auth';
import type { OutOfStockAddBody, OutOfStockStatus } from '@shop/contracts/catalogue';

/** The form's values; optional text fields may be left undefined by antd. */
export type OutOfStockFormValues = {
  goods_name: string;
  specification?: string | undefined;
  manufacturer?: string | undefined;
  quantity: number;
  contact_name: string;
  mobile: string;
  remark?: string | undefined;
};

/** The call's body from the form: texts trimmed, empty optional texts sent as ''. */
export const toOutOfStockBody = (values: OutOfStockFormValues): OutOfStockAddBody => ({
  goods_name: values.goods_name.trim(),
  specification: values.specification?.trim() ?? '',
  manufacturer: values.manufacturer?.trim() ?? '',
  quantity: values.quantity,
  contact_name: values.contact_name.trim(),
  mobile: values.mobile.trim(),
  remark: values.remark?.trim() ?? '',
});

/** The contact a member's form starts with: real name (else nickname) and a valid mobile. */
export function contactOf(
  member: { realname: string; nickname: string; mobile: string } | undefined,
): { contact_name?: string; mobile?: string } {
  if (!member) return {};
  const name = (member.realname || member.nickname).trim().slice(0, 30);
  return {
    ...(name ? { contact_name: name } : {}),
    ...(MOBILE_PATTERN.test(member.mobile) ? { mobile: member.mobile } : {}),
  };
}

/** How a registration's status shows: its label key and the antd Tag colour. */
export const STATUS_DISPLAY: Record<OutOfStockStatus, { key: string; color: string }> = {
  0: { key: 'registered', color: 'processing' },
  1: { key: 'stocked', color: 'success' },
  2: { key: 'unavailable', color: 'default' },
};
