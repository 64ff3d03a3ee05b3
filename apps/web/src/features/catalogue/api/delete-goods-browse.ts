import { goodsBrowseDeleteEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { toastOnError } from '@/lib/toast-on-error';
import { goodsBrowseKeys } from './goods-browse-keys';

/** Deletes footprints by id (at most 100 per call); answers how many were deleted. */
export const deleteGoodsBrowse = (ids: readonly number[]) =>
  apiCall(goodsBrowseDeleteEndpoint, { id: ids.join(',') });

/** Deletes footprints (in calls of 100) and refreshes the footprint list; toasts 删除成功. */
export function useDeleteGoodsBrowse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toastOnError(async (ids: readonly number[]) => {
      let deleted = 0;
      for (let i = 0; i < ids.length; i += 100)
        deleted += await deleteGoodsBrowse(ids.slice(i, i + 100));
      return deleted;
    }),
    onSuccess: async () => {
      toast.success(i18n.t('member-goods:footprint.deleted'));
      await queryClient.invalidateQueries({ queryKey: goodsBrowseKeys.all });
    },
  });
}
