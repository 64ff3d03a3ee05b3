import type { TFunction } from 'i18next';

/** The kinds of record the staff writes touch (the server's `targetType`s), for the filter. */
export const AUDIT_TARGET_TYPES = [
  'order',
  'order_pay',
  'member',
  'staff',
  'goods',
  'goods_sku',
  'goods_evaluate',
  'member_recharge',
  'member_withdraw',
  'setting',
  'pickup_store',
  'store_verifier',
  'refund',
  'complain',
  'brand',
  'category',
  'goods_service',
  'shop',
] as const;

/** Action prefixes offered by the action filter (the server matches any prefix). */
export const AUDIT_ACTION_PREFIXES = [
  'order.',
  'member.',
  'recharge.',
  'withdraw.',
  'salesman.',
  'servicer.',
  'goods.',
  'evaluate.',
  'store.',
  'refund.',
  'complain.',
  'settings.',
  'brand.',
  'category.',
  'service.',
  'setup.',
  'staff.',
] as const;

/** An action's name in the console's language, its code when the locale has none. */
export const actionName = (t: TFunction<'audit'>, action: string): string =>
  t(`action_names.${action}`, { defaultValue: action });

/** A target type's name, its code when the locale has none. */
export const targetTypeName = (t: TFunction<'audit'>, type: string): string =>
  t(`target_types.${type}`, { defaultValue: type });
