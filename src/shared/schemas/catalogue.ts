import { z } from 'zod';
import { AGE_GROUPS, CHILDCARE_CATEGORIES } from '#shared/constants.js';
import { isStorableText, unstorableText } from './fields.js';

export type AgeGroup = (typeof AGE_GROUPS)[number];

/** How exactly a program's position is known: its street address, its ZIP centroid or its city centroid. */
export const LOCATION_PRECISIONS = ['address', 'zip', 'city'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

export const categorySchema = z.enum(CHILDCARE_CATEGORIES);
export const ageGroupSchema = z.enum(AGE_GROUPS);
export const locationPrecisionSchema = z.enum(LOCATION_PRECISIONS);

/**
 * Quality facts a licensing list may carry: the level of a quality rating system (QRIS) and a
 * summary of the latest inspection, each as the list gives it, with its date where it has one.
 */
export const qualityFacts = z.object({
  ratingSystem: z.string().nullable(),
  ratingLevel: z.number().int().nullable(),
  ratingMaxLevel: z.number().int().nullable(),
  inspectionDate: z.string().nullable(),
  inspectionViolations: z.number().int().nullable(),
  inspectionUrl: z.string().nullable(),
});
export type QualityFacts = z.infer<typeof qualityFacts>;

/** One licensed childcare program of the catalogue, as the API shows it in full. */
export const program = z.object({
  id: z.string(),
  source: z.string(),
  sourceId: z.string(),
  name: z.string(),
  category: categorySchema,
  programType: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  locationPrecision: locationPrecisionSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  capacity: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  licenseStatus: z.string().nullable(),
  ageGroups: z.array(ageGroupSchema),
  acceptsSubsidy: z.boolean().nullable(),
  hours: z.string().nullable(),
  firstLicensedAt: z.string().nullable(),
  sourceUpdatedAt: z.string().nullable(),
  /** Null when the list says nothing of quality or inspections. */
  quality: qualityFacts.nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type Program = z.infer<typeof program>;

export const programIdParam = z.string().trim().min(1).max(200).refine(isStorableText, unstorableText('id'));

