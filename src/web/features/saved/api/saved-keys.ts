/** Query and mutation keys of the saved lists: one list per parent, named by their id. */
export const savedKeys = {
  daycares: (userId: string) => ['saved', 'daycares', userId] as const,
  routes: (userId: string) => ['saved', 'routes', userId] as const,
  daycareChanges: ['saved', 'daycares', 'change'] as const,
  routeChanges: ['saved', 'routes', 'change'] as const,
};
