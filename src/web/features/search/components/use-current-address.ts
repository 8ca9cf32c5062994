import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reverseGeocodeQueryOptions } from '../api/reverse-geocode';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from '../home/search-form-texts';

const text = searchFormTexts.geolocation;

type LocateState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * "Use my location": the browser's position, turned into an address by GET /api/geo/reverse.
 * The texts tell a denied or failed position apart from a position we could not name.
 */
export function useCurrentAddress(onFound: (address: string) => void) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LocateState>({ status: 'idle' });

  function locate() {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: _(text.unsupported) });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        queryClient
          .fetchQuery(reverseGeocodeQueryOptions(coords.latitude, coords.longitude))
          .then(({ address }) => {
            onFound(address);
            setState({ status: 'idle' });
          })
          .catch(() => setState({ status: 'failed', message: _(text.unableToGet) }));
      },
      () => setState({ status: 'failed', message: _(text.couldNotGet) }),
      POSITION_OPTIONS,
    );
  }

  return { locate, locating: state.status === 'locating', error: state.status === 'failed' ? state.message : null };
}
