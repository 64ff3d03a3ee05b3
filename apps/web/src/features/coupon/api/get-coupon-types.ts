import { type CouponTypePageBody, couponTypePageEndpoint } from '@shop/contracts/coupon';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every coupon query starts with this key: receiving a coupon refreshes them all. */
export const COUPON_KEY = ['coupon'] as const;

/** `/coupon/api/coupon/typepagelists`: the coupons on offer in the coupon centre. */
export const getCouponTypes = (body: CouponTypePageBody) => apiCall(couponTypePageEndpoint, body);

export const couponTypesQueryOptions = (body: CouponTypePageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's answer has no held counts.
    queryKey: [...COUPON_KEY, 'types', body, isMember],
    queryFn: () => getCouponTypes(body),
    staleTime: 15_000,
  });

export const useCouponTypes = (body: CouponTypePageBody, isMember: boolean) =>
  useQuery({ ...couponTypesQueryOptions(body, isMember), placeholderData: keepPreviousData });
