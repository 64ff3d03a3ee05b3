import {
  complainCancelEndpoint,
  complainEndpoint,
  REFUND_IMAGE_UPLOAD_PATH,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDeliveryEndpoint,
  refundMessageEndpoint,
  type ComplainBody,
  type RefundApplyBody,
  type RefundDeliveryBody,
  type RefundMessageBody,
} from '@shop/contracts/aftersale';
import type { UploadResult } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { uploadImage } from '@shop/web-kit/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_KEY } from './get-refunds';

/** Uploads one evidence image (login required), reporting progress 0-100. */
export const uploadRefundImage = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage(REFUND_IMAGE_UPLOAD_PATH, file, onProgress);

/** A refund write: every refund query (and the order pages, whose lines it marks) refresh. */
function useRefundWrite<Body, Result>(write: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REFUND_KEY }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
      ]),
  });
}

/** `/api/orderrefund/refund`: the application (its idempotency key makes a retry safe). */
export const useApplyRefund = () =>
  useRefundWrite((body: RefundApplyBody) => apiCall(refundApplyEndpoint, body));

export const useCancelRefund = () =>
  useRefundWrite((refundId: number) => apiCall(refundCancelEndpoint, { refund_id: refundId }));

export const useDeliverReturn = () =>
  useRefundWrite((body: RefundDeliveryBody) => apiCall(refundDeliveryEndpoint, body));

export const useRefundMessage = () =>
  useRefundWrite((body: RefundMessageBody) => apiCall(refundMessageEndpoint, body));

export const useComplain = () =>
  useRefundWrite((body: ComplainBody) => apiCall(complainEndpoint, body));

export const useCancelComplain = () =>
  useRefundWrite((refundId: number) => apiCall(complainCancelEndpoint, { refund_id: refundId }));
