import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { blogListRoute, blogPostRoute, type BlogListResponse } from '#shared/schemas/blog.js';
import { apiRequest } from '#web/lib/api-client';

export const blogKeys = {
  list: ['blog', 'list'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

/** GET /api/blog: every post, newest first; filtering and sorting happen in the page. */
export function blogListQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.list,
    queryFn: ({ signal }) => apiRequest('/api/blog', { schema: blogListRoute.response[200], signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/blog/:slug, which counts a view. Fetched afresh on each opening (gcTime 0) and never
 * refetched while open (no window-focus refetch), so one reading counts once; the new count is
 * copied into the list so the card behind the dialog shows it too.
 */
export function useOpenedPost(slug: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: blogKeys.post(slug ?? ''),
    enabled: slug !== null,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: async ({ signal }) => {
      const post = await apiRequest(`/api/blog/${encodeURIComponent(slug ?? '')}`, {
        schema: blogPostRoute.response[200],
        signal,
      });
      queryClient.setQueryData<BlogListResponse>(blogKeys.list, (list) =>
        list && {
          ...list,
          content: list.content.map((listed) => (listed.id === post.id ? { ...listed, viewCount: post.viewCount } : listed)),
        },
      );
      return post;
    },
  });
}
