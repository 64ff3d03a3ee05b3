import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenNearProps = {
  /** Space kept while the content is not rendered, so the page does not jump. */
  minHeight: number;
  children: ReactNode;
};

/**
 * Renders its content only once it comes within a screen of the viewport. The home page's floors
 * hold dozens of goods cards below the first screen; rendering them all at load blocks the main
 * thread (Lighthouse total blocking time), so each floor's goods mount as the buyer scrolls near.
 */
export function WhenNear({ minHeight, children }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '900px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
