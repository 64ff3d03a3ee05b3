import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';

/** Whether a login session exists. The token itself is HttpOnly; this flag cookie only says so. */
export function hasSession(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_FLAG_COOKIE}=`));
}

export function clearSessionFlag(): void {
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
}
