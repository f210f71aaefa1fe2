import type { ReactNode } from 'react';
import { useScrollsSideways } from '#web/hooks/use-scrolls-sideways.ts';

/**
 * A box whose content (a table) may be wider than the screen and then scrolls sideways inside it.
 * While it does, the box takes the keyboard's focus (the arrow keys scroll it) and is a region
 * named `label`, so a keyboard user reaches the columns off screen too; while its content fits it
 * adds no stop to the Tab order.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [box, scrolls] = useScrollsSideways<HTMLDivElement>();
  const region = scrolls ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
  return (
    <div ref={box} className={`overflow-x-auto ${className}`} {...region}>
      {children}
    </div>
  );
}
