import type { ReactNode } from 'react';
import { SCROLL_ANIMATION_MS } from '#shared/constants.ts';
import { useInView } from '#web/hooks/use-in-view.ts';

/**
 * Fades and slides its content in when it scrolls into view, over the spec's 2000 ms. Content is
 * hidden only once the page runs and knows it is below the screen (the HTML the server sends shows
 * everything, so the page reads before and without its script), and only under
 * `prefers-reduced-motion: no-preference` (styles/index.css): with reduced motion it is simply there.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={`reveal ${className}`}
      data-revealed={inView === null ? undefined : inView}
      style={{ transitionDuration: `${SCROLL_ANIMATION_MS}ms` }}
    >
      {children}
    </div>
  );
}
