import { type RegisterUsernameBody, registerUsernameEndpoint } from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Creates the account and logs in (the server sets the session cookies). */
export const registerByUsername = (body: RegisterUsernameBody) =>
  apiCall(registerUsernameEndpoint, body);

export const useRegister = () => useMutation({ mutationFn: registerByUsername });
