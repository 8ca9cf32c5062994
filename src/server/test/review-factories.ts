/** A valid review as the form sends it. */
export const reviewBody = (overrides: Record<string, unknown> = {}) => ({
  stars: 4,
  text: 'Warm teachers, a calm room and a garden the children love.',
  relationship: 'current',
  ageGroup: 'toddler',
  ...overrides,
});
