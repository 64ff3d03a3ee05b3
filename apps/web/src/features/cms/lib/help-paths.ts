/** The help centre's addresses (spec §2): /cms/help, /cms/help/listother-{classId}, /cms/help-{id}. */
export const HELP_CENTRE_PATH = '/cms/help';

export const helpClassPath = (classId: number) => `/cms/help/listother-${classId}`;

export const helpArticlePath = (id: number) => `/cms/help-${id}`;

const MAX_ID = 2_147_483_647;

/**
 * The id in a path segment such as `help-12` (prefix `help`) or `listother-3` (prefix
 * `listother`); undefined for anything else, so a mistyped address shows the empty state.
 */
export function parseSlugId(slug: string | undefined, prefix: string): number | undefined {
  const match = new RegExp(`^${prefix}-(\\d{1,10})$`).exec(slug ?? '');
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
