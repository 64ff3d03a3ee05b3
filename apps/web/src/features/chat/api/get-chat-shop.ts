import { chatShopEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `/servicer/api/chat/shop`: one shop as a session (a shop the member never talked to). */
export const getChatShop = (siteId: number) => apiCall(chatShopEndpoint, { site_id: siteId });

export const chatShopQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: chatKeys.shop(siteId), queryFn: () => getChatShop(siteId) });

/** Only asked when the shop is missing from the sessions (`enabled`). */
export const useChatShop = (siteId: number, enabled: boolean) =>
  useQuery({ ...chatShopQueryOptions(siteId), enabled: enabled && siteId > 0 });
