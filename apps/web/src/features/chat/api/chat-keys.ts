/** Query keys of the buyer's chat. */
export const chatKeys = {
  all: ['chat'] as const,
  sessions: () => ['chat', 'sessions'] as const,
  shop: (siteId: number) => ['chat', 'shop', siteId] as const,
  keyword: (siteId: number) => ['chat', 'keyword', siteId] as const,
};
