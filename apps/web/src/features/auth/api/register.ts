import { LoginResultSchema, type RegisterUsernameBody } from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Creates the account and logs in (the server sets the session cookies). */
export const registerByUsername = (body: RegisterUsernameBody) =>
  apiPost('/api/register/username', body, LoginResultSchema);

export const useRegister = () => useMutation({ mutationFn: registerByUsername });
