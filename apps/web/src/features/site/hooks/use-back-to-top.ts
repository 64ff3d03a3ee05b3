import { BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_STEP_MS } from '@shop/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backToTopStep } from '../lib/back-to-top';

/**
 * Back to top (spec §2, §9): visible once the page is scrolled more than 300 px; scrolling up
 * moves one animation step every 20 ms.
 */
export function useBackToTop() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearInterval(timer.current);
    };
  }, []);

  const scrollToTop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      const next = backToTopStep(window.scrollY);
      window.scrollTo(0, next);
      if (next === 0) clearInterval(timer.current);
    }, BACK_TO_TOP_STEP_MS);
  }, []);

  return { visible, scrollToTop };
}
