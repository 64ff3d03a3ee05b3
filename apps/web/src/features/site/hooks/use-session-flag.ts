import { useCallback, useState } from 'react';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/** A yes/no that lasts for the browser session (e.g. "the top banner was closed"). */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key));
  const raise = useCallback(() => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be unavailable (private mode); the flag still holds for this page.
    }
    setValue(true);
  }, [key]);
  return [value, raise];
}
