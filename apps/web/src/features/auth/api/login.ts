import {
  type LoginBody,
  loginEndpoint,
  type MobileLoginBody,
  mobileLoginEndpoint,
} from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';

/** Username (or mobile) and password. The server sets the session cookies. */
export const loginByPassword = (body: LoginBody) => apiCall(loginEndpoint, body);

export const loginByMobile = (body: MobileLoginBody) => apiCall(mobileLoginEndpoint, body);

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
export const useLoginByMobile = () => useMutation({ mutationFn: loginByMobile });
