/** Joins the class names that apply; CSS-module lookups may be undefined under strict index types. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
