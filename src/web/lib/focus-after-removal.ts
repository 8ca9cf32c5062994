/**
 * Before a list entry's remove button disappears, moves keyboard focus to the next entry's
 * button (or the previous one's), else to `fallback`, an always-rendered box around the list.
 * Focus left on a removed element would drop to the start of the page.
 */
export function focusAfterRemoval(button: HTMLElement, fallback: HTMLElement | null, buttonSelector: string): void {
  const item = button.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>(buttonSelector) ?? fallback;
  target?.focus();
}
