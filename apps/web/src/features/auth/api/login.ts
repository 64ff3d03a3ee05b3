import {
  type LoginBody,
  loginEndpoint,
  type MobileLoginBody,
  mobileLoginEndpoint,
} from '@shop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Username (or mobile) and password. The server sets the session cookies. */
export const loginByPassword = (body: LoginBody) => apiCall(loginEndpoint, body);

export const loginByMobile = (body: MobileLoginBody) => apiCall(mobileLoginEndpoint, body);

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
export const useLoginByMobile = () => useMutation({ mutationFn: loginByMobile });
