import type { ChatSetReadBody } from '@shop/contracts/chat';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

/** `/servicer/api/chat/setRead`: the member read everything of a shop. */
export const setChatRead = (body: ChatSetReadBody) =>
  apiPost('/servicer/api/chat/setRead', body, z.unknown());
