import { logoutEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';

/** Revokes the token on the server and clears the session cookies. */
export const logout = () => apiCall(logoutEndpoint, {});
