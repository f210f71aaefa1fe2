import type { ReactNode } from 'react';
import { SCROLL_ANIMATION_MS } from '../../../shared/constants';
import { useInView } from '../../hooks/use-in-view';

/**
 * Fades and slides its content in when it scrolls into view, over the spec's 2000 ms. The hidden
 * starting state exists only under `prefers-reduced-motion: no-preference` (styles/index.css), so
 * with reduced motion the content is simply there.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={`reveal ${className}`}
      data-revealed={inView}
      style={{ transitionDuration: `${SCROLL_ANIMATION_MS}ms` }}
    >
      {children}
    </div>
  );
}
