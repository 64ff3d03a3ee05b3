import { useCallback, useEffect, useRef } from 'react';

/** A field the user types in: an input, a text area, a select or editable content. */
export const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('input, textarea, select'));

/** What marks the user as busy with the page: a key, a press of the pointer, text typed. */
const ENGAGING_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Whether the user is already busy with the page (issue 25: the float layer must never open over
 * someone typing or clicking): since the component mounted they pressed a key or the pointer, or
 * typed, or a field has the focus. Answers a stable function to ask at the moment it matters.
 */
export function useUserEngagement(): () => boolean {
  const engaged = useRef(false);
  useEffect(() => {
    const mark = () => {
      engaged.current = true;
    };
    for (const type of ENGAGING_EVENTS) document.addEventListener(type, mark, true);
    return () => {
      for (const type of ENGAGING_EVENTS) document.removeEventListener(type, mark, true);
    };
  }, []);
  return useCallback(() => engaged.current || isEditable(document.activeElement), []);
}
