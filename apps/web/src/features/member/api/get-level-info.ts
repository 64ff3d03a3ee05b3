import { memberLevelInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEVEL_KEY } from './level-keys';

/** `/api/memberlevel/info`: the member's growth, level and what the next level needs. */
export const getLevelInfo = () => apiCall(memberLevelInfoEndpoint, {});

export const levelInfoQueryOptions = () =>
  queryOptions({ queryKey: [...LEVEL_KEY, 'info'], queryFn: getLevelInfo });

export const useLevelInfo = () => useQuery(levelInfoQueryOptions());
