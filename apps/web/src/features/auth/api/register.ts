import { type RegisterUsernameBody, registerUsernameEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';

/** Creates the account and logs in (the server sets the session cookies). */
export const registerByUsername = (body: RegisterUsernameBody) =>
  apiCall(registerUsernameEndpoint, body);

export const useRegister = () => useMutation({ mutationFn: registerByUsername });
