import { PointPaymentSchema, type PointPaymentBody } from '@shop/contracts/point';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { POINT_KEY } from './point-keys';

/** `/pointexchange/api/ordercreate/payment`: the confirmation of an exchange. */
export const getPointPayment = (body: PointPaymentBody) =>
  apiPost('/pointexchange/api/ordercreate/payment', body, PointPaymentSchema);

export const pointPaymentQueryOptions = (body: PointPaymentBody) =>
  queryOptions({
    queryKey: [...POINT_KEY, 'payment', body],
    queryFn: () => getPointPayment(body),
    retry: false,
  });

export const usePointPayment = (body: PointPaymentBody) =>
  useQuery({ ...pointPaymentQueryOptions(body), placeholderData: keepPreviousData });
