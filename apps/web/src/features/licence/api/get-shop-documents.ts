import { shopDocumentListEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useQuery } from '@tanstack/react-query';

/** `/api/qualification/shopDocuments`: the shops' own licences (首营资料). */
export const useShopDocuments = () =>
  useQuery({
    queryKey: ['licence', 'shop-documents'],
    queryFn: () => apiCall(shopDocumentListEndpoint, {}),
    staleTime: 10 * 60_000,
  });
