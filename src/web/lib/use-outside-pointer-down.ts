import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls onOutside when the pointer goes down outside `container` while `active`: how popups
 * (the account menu, the folded phone menu) close when a parent taps elsewhere.
 */
export function useOutsidePointerDown(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const handleOutside = useEffectEvent(onOutside);

  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) handleOutside();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, container]);
}
