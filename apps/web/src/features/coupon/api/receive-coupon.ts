import { type CouponReceiveBody, couponReceiveEndpoint } from '@shop/contracts/coupon';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COUPON_KEY } from './get-coupon-types';

/** `/coupon/api/coupon/receive`: takes one coupon of a type; answers the coupon now held. */
export const receiveCoupon = (body: CouponReceiveBody) => apiCall(couponReceiveEndpoint, body);

/** Receives a coupon, then refreshes the centre's cards and the member's coupons. */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPON_KEY }),
  });
}
