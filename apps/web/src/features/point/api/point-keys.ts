/** Every points query starts with this key: an exchange refreshes them all. */
export const POINT_KEY = ['point'] as const;
