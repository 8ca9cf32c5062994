import { createContext, type ReactNode } from 'react';

/** Shows catalogue programs side by side; the app plugs in the compare feature's, so this feature imports none. */
export type CatalogueCompare = (ids: readonly string[]) => ReactNode;

export const CatalogueCompareSlot = createContext<CatalogueCompare | null>(null);
