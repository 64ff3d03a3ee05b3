import { type PointPaymentBody, pointPaymentEndpoint } from '@shop/contracts/point';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POINT_KEY } from './point-keys';

/** `/pointexchange/api/ordercreate/payment`: the confirmation of an exchange. */
export const getPointPayment = (body: PointPaymentBody) => apiCall(pointPaymentEndpoint, body);

export const pointPaymentQueryOptions = (body: PointPaymentBody) =>
  queryOptions({
    queryKey: [...POINT_KEY, 'payment', body],
    queryFn: () => getPointPayment(body),
    retry: false,
  });

export const usePointPayment = (body: PointPaymentBody) =>
  useQuery({ ...pointPaymentQueryOptions(body), placeholderData: keepPreviousData });
