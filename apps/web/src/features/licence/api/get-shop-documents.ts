import { shopDocumentListEndpoint } from '@shop/contracts/member';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** `/api/qualification/shopDocuments`: the shops' own licences (首营资料). */
export const useShopDocuments = () =>
  useQuery({
    queryKey: ['licence', 'shop-documents'],
    queryFn: () => apiCall(shopDocumentListEndpoint, {}),
    staleTime: 10 * 60_000,
  });
