import { modifyHeadimgEndpoint, type UploadResult } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { uploadImage } from '@shop/web-kit/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions } from './get-member-info';

/** `/api/upload/headimg`: stores the picture, reporting progress 0-100. */
export const uploadHeadimg = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/headimg', file, onProgress);

/** `/api/member/modifyheadimg`: makes an uploaded picture the head image. */
export function useModifyHeadimg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headimg: string) => apiCall(modifyHeadimgEndpoint, { headimg }),
    onSuccess: () => queryClient.invalidateQueries(memberInfoQueryOptions()),
  });
}
