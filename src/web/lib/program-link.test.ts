import { describe, expect, it } from 'vitest';
import { isCatalogueId, programLink, readProgramVisit } from './program-link';

const visitOf = (link: string) => readProgramVisit(new URL(link, 'http://localhost').searchParams);

describe('program page links', () => {
  it('keeps the id readable and safe in the path', () => {
    expect(programLink('demo:12')).toBe('/programs/demo:12');
    expect(programLink('osm:node/1001')).toBe('/programs/osm:node%2F1001');
    expect(programLink('hifld:12.5')).toBe('/programs/hifld:12%2E5');
  });

  it('carries the route or nearby search the parent came from, and reads it back', () => {
    const fromRoute = programLink('demo:12', { from: 'route', detourSeconds: 241.6, distanceMeters: 350.2 });
    expect(fromRoute).toBe('/programs/demo:12?from=route&distance=350&detour=242');
    expect(visitOf(fromRoute)).toEqual({ from: 'route', detourSeconds: 242, distanceMeters: 350 });
    expect(visitOf(programLink('demo:12', { from: 'nearby', distanceMeters: 1200 }))).toEqual({ from: 'nearby', distanceMeters: 1200 });
  });

  it('ignores a visit a hand-edited URL broke', () => {
    expect(visitOf('/programs/demo:12')).toBeNull();
    expect(visitOf('/programs/demo:12?from=route&distance=350')).toBeNull();
    expect(visitOf('/programs/demo:12?from=nearby&distance=-4')).toBeNull();
    expect(visitOf('/programs/demo:12?from=elsewhere&distance=4')).toBeNull();
  });

  it('knows catalogue ids from map service ids', () => {
    expect(isCatalogueId('ma-eec:P-900001')).toBe(true);
    expect(isCatalogueId('ChIJd8BlQ2BZwokRAFUEcm_qrcA')).toBe(false);
    expect(isCatalogueId('a11y-acorns')).toBe(false);
  });
});
