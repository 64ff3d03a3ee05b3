/**
 * The API client both apps share (issue 25): one call, one envelope, one error type, the spec's
 * time-out, the app's headers, and a session that ends once.
 */
export { apiCall, apiUpload } from './api-call';
export { configureApi, type ApiConfig } from './api-config';
export { ApiError, isSessionLost } from './api-error';
export type { CallOptions } from './exchange';
export { stopSessionQueries } from './session-end';
