/** Every level, growth and sign-in query starts with this key: a sign-in refreshes them all. */
export const LEVEL_KEY = ['member', 'level'] as const;
