import { type FindPasswordBody, findPasswordEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password after the SMS proof; the server ends every session of the account. */
export const resetPassword = (body: FindPasswordBody) => apiCall(findPasswordEndpoint, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
