import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { PLACE_LOOKUPS_PER_MINUTE, SEARCH_LIMITS } from '#shared/constants.js';
import { autocompleteRoute, reverseRoute } from '#shared/schemas/search.js';
import type { Geocoder } from '#server/geo/types.js';
import { notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';
import { placeLookupError } from './geo-error-response.js';

const docs = operationDocs('geo');
/** Each lookup may cost a call to a paid or rate-limited geocoder: limited per address (docs/decisions/0035). */
const config = perMinuteLimit(PLACE_LOOKUPS_PER_MINUTE, messages.http.tooManyLookups);

export const geoRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  app.get(
    '/api/geo/autocomplete',
    { schema: { ...autocompleteRoute, ...docs('autocompletePlace', 'Suggest places for a partly typed address') }, config },
    async (request) => {
      if (!request.query.q) return { suggestions: [] };
      try {
        const suggestions = await geocoder.autocomplete(request.query.q, SEARCH_LIMITS.autocompleteMax);
        return { suggestions: suggestions.map(({ description, lat, lng }) => ({ description, lat, lng })) };
      } catch (error) {
        throw placeLookupError(error);
      }
    },
  );

  app.get(
    '/api/geo/reverse',
    { schema: { ...reverseRoute, ...docs('reverseGeocode', 'Name the address at a point on the map') }, config },
    async (request) => {
      let found;
      try {
        found = await geocoder.reverse(request.query);
      } catch (error) {
        throw placeLookupError(error);
      }
      if (!found) throw notFound(messages.maps.noResults, 'NO_RESULTS');
      return { address: found.address };
    },
  );
};
