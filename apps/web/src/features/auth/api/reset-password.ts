import type { FindPasswordBody } from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

/** Sets a new password after the SMS proof; the server ends every session of the account. */
export const resetPassword = (body: FindPasswordBody) =>
  apiPost('/api/findpassword/mobile', body, z.null());

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
