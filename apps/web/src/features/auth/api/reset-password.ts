import { type FindPasswordBody, findPasswordEndpoint } from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Sets a new password after the SMS proof; the server ends every session of the account. */
export const resetPassword = (body: FindPasswordBody) => apiCall(findPasswordEndpoint, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
