import { type MemberCouponPageBody, memberCouponPageEndpoint } from '@shop/contracts/coupon';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COUPON_KEY } from './get-coupon-types';

/** `/coupon/api/coupon/memberpage`: the member's coupons of one state, with the tab counts. */
export const getMemberCoupons = (body: MemberCouponPageBody) =>
  apiCall(memberCouponPageEndpoint, body);

export const memberCouponsQueryOptions = (body: MemberCouponPageBody) =>
  queryOptions({
    queryKey: [...COUPON_KEY, 'mine', body],
    queryFn: () => getMemberCoupons(body),
  });

export const useMemberCoupons = (body: MemberCouponPageBody) =>
  useQuery({ ...memberCouponsQueryOptions(body), placeholderData: keepPreviousData });
