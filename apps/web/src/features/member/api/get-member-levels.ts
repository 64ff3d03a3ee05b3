import { memberLevelListEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEVEL_KEY } from './level-keys';

/** `/api/memberlevel/lists`: the shop's levels with their benefits, lowest first. */
export const getMemberLevels = () => apiCall(memberLevelListEndpoint, {});

export const memberLevelsQueryOptions = () =>
  queryOptions({ queryKey: [...LEVEL_KEY, 'lists'], queryFn: getMemberLevels });

export const useMemberLevels = () => useQuery(memberLevelsQueryOptions());
