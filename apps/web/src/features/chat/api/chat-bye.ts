import type { ChatByeBody } from '@shop/contracts/chat';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

/** `/servicer/api/chat/bye`: ends the session with a shop (the dialog closed). */
export const chatBye = (body: ChatByeBody) => apiPost('/servicer/api/chat/bye', body, z.unknown());
