import { siteStatusEndpoint } from '@shop/contracts/site';
import { apiCall } from '@/lib/api-client';

/** Resolves while the site is open; a closed site rejects (code -3). */
export const getSiteStatus = () => apiCall(siteStatusEndpoint, {});
