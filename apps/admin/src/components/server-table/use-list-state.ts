import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listBody,
  readListState,
  writeListState,
  type ListPatch,
  type ListState,
  type ListStateOptions,
} from './list-state';

export type ListController = ListState & {
  /** The call's body: paging, sort, search and filters (see `listBody`). */
  body: Record<string, string | number>;
  /** Changes the list; anything but the page goes back to page 1. */
  update: (patch: ListPatch) => void;
  /** Clears search, filters and sort (the page size stays). */
  reset: () => void;
};

/**
 * A server-paged list whose state lives in the URL's query string (see `list-state.ts`). Give the
 * options a stable identity (a module constant) so the state is read once per address.
 */
export function useListState(options: ListStateOptions = {}): ListController {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, options), [params, options]);
  const update = useCallback(
    (patch: ListPatch) => setParams((current) => writeListState(current, patch, options)),
    [setParams, options],
  );
  const reset = useCallback(
    () =>
      setParams((current) =>
        writeListState(
          current,
          {
            search: '',
            sort: options.defaultSort ?? null,
            filters: Object.fromEntries((options.filters ?? []).map((key) => [key, null])),
          },
          options,
        ),
      ),
    [setParams, options],
  );
  const body = useMemo(() => listBody(state, options), [state, options]);
  return { ...state, body, update, reset };
}
