import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, focus goes to the page's main region, so a screen reader reads the
 * new page and the next Tab starts there instead of at the top of the document or in the menu that
 * was used. A page that focused one of its own fields (a form) keeps it.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    const focused = document.activeElement;
    if (!region || (focused && focused !== region && region.contains(focused))) return;
    region.focus({ preventScroll: true });
  }, [pathname, main]);
}
