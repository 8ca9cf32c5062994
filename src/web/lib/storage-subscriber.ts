/**
 * The `subscribe` of useSyncExternalStore for a value kept in localStorage: it calls back on
 * `tabEvent` (this tab's own change) and on `storage` (which fires only in the other tabs).
 */
export function storageSubscriber(tabEvent: string): (onChange: () => void) => () => void {
  return (onChange) => {
    window.addEventListener(tabEvent, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(tabEvent, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
