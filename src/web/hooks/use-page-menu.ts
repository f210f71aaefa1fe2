import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that opens on a button (the mobile menu, the dashboard drawer). It stays open only on
 * the page where it was opened, so it closes by itself on navigation. `buttonProps` wires the
 * button that shows and hides the element with id `controls`.
 */
export function usePageMenu(controls: string) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  return {
    open,
    close: () => setOpenOn(null),
    buttonProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': controls,
      onClick: () => setOpenOn(open ? null : location.pathname),
    } as const,
  };
}
