import { consoleAnnexUploadEndpoint, type ConsoleAnnexUploadFields } from '@shop/contracts/order';
import { apiUpload } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOrderViews } from './use-order-write';

/**
 * `/staff/api/order/annexupload` (order.fulfil, multipart): one document (药检报告 or
 * 出厂检验报告, PDF or image) of a shipped line; the order is read again either way.
 */
export function useUploadAnnex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: ConsoleAnnexUploadFields; file: Blob }) =>
      apiUpload(consoleAnnexUploadEndpoint, fields, file),
    onSettled: () => refreshOrderViews(queryClient),
  });
}
