import type { VerifyType } from '@shop/contracts/verify';

/**
 * Query keys of the verification desk. Everything under `['verify']` is refreshed after a code
 * was verified, so the code's view, the records and their details agree.
 */
export const verifyKeys = {
  all: ['verify'] as const,
  check: () => ['verify', 'check'] as const,
  info: (code: string) => ['verify', 'info', code] as const,
  records: (page: number, type: VerifyType | undefined) =>
    ['verify', 'records', page, type ?? 'all'] as const,
  detail: (verifyId: number) => ['verify', 'detail', verifyId] as const,
};
