import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

/** Revokes the token on the server and clears the session cookies. */
export const logout = () => apiPost('/api/login/logout', {}, z.null());
