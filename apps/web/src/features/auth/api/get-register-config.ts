import { registerConfigEndpoint, registerFormConfigEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getRegisterConfig = () => apiCall(registerConfigEndpoint, {});
export const getRegisterForm = () => apiCall(registerFormConfigEndpoint, {});

export const registerConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-config'],
    queryFn: getRegisterConfig,
    staleTime: 10 * 60_000,
  });
export const registerFormQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-form'],
    queryFn: getRegisterForm,
    staleTime: 10 * 60_000,
  });

/** Login/registration settings: login and register types, password rules, required fields. */
export const useRegisterConfig = () => useQuery(registerConfigQueryOptions());
/** Which registration fields show and which are required. */
export const useRegisterForm = () => useQuery(registerFormQueryOptions());
