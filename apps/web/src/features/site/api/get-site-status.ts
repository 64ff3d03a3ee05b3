import { SiteStatusSchema } from '@shop/contracts/site';
import { apiPost } from '@/lib/api-client';

/** Resolves while the site is open; a closed site rejects (code -3). */
export const getSiteStatus = () => apiPost('/api/site/status', {}, SiteStatusSchema);
