import { LoginResultSchema, type LoginBody, type MobileLoginBody } from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Username (or mobile) and password. The server sets the session cookies. */
export const loginByPassword = (body: LoginBody) =>
  apiPost('/api/login/login', body, LoginResultSchema);

export const loginByMobile = (body: MobileLoginBody) =>
  apiPost('/api/login/mobile', body, LoginResultSchema);

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
export const useLoginByMobile = () => useMutation({ mutationFn: loginByMobile });
