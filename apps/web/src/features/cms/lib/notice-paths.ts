/** The notice addresses (spec §2): /cms/notice and /cms/notice-{id}. */
export const NOTICE_LIST_PATH = '/cms/notice';

export const noticePath = (id: number) => `/cms/notice-${id}`;
