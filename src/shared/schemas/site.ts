import { z } from 'zod';

/** What the web needs to know about this deployment before it draws a map. */
export const siteConfig = z.object({
  map: z.object({
    /** Leaflet tile URL template, or null when tiles are off (the offline base map is drawn). */
    tileUrl: z.string().nullable(),
    attribution: z.string(),
    defaultCenter: z.object({ lat: z.number(), lng: z.number() }),
    defaultZoom: z.number().int(),
    searchZoom: z.number().int(),
  }),
  geoProvider: z.enum(['offline', 'osm', 'google']),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** Headline figures, counted from the data rather than claimed. */
export const siteStats = z.object({
  programs: z.number().int(),
  /** Average parent rating over rated programs; null while there are none ("New"). */
  averageRating: z.number().nullable(),
  parents: z.number().int(),
  /** True when every program is from the generated demo catalogue. */
  demoCatalogue: z.boolean(),
  /** Where the catalogue comes from: each source, its open programs and its latest snapshot date. */
  sources: z.array(z.object({ source: z.string(), programs: z.number().int(), snapshot: z.string().nullable() })),
});
export type SiteStats = z.infer<typeof siteStats>;

export const siteConfigRoute = { response: { 200: siteConfig } };
export const siteStatsRoute = { response: { 200: siteStats } };
