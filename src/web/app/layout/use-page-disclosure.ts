import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useOutsidePointerDown } from '#web/lib/use-outside-pointer-down';

/**
 * A header disclosure (the account menu, the folded phone menu): a button that shows and hides a
 * panel. It remembers the page it was opened on: following any link changes location.key and so
 * closes it, without an effect that resets state after each navigation. A pointer down outside
 * `containerRef` closes it too, and so does Escape, which gives the focus back to the button.
 */
export function usePageDisclosure<Container extends HTMLElement>() {
  const location = useLocation();
  const panelId = useId();
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  useOutsidePointerDown(containerRef, open, () => setOpenOn(null));

  /** Closes on Escape while open; says whether it did, for a disclosure inside another. */
  function closeOnEscape(event: KeyboardEvent): boolean {
    if (event.key !== 'Escape' || !open) return false;
    setOpenOn(null);
    buttonRef.current?.focus();
    return true;
  }

  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpenOn(open ? null : location.key),
  };
  return { open, panelId, containerRef, buttonProps, closeOnEscape };
}
