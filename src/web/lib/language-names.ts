const names = new Intl.DisplayNames(['en-US'], { type: 'language' });

/** "es" -> "Spanish": a language code as a parent reads it, in the product's English. */
export const languageName = (code: string): string => names.of(code) ?? code;
