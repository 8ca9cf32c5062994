import { describe, expect, it } from 'vitest';
import { telLink } from '#web/lib/tel-link';
import { kindParts } from '#web/lib/program-kind';
import { directionsUrl, fullAddress, websiteUrl } from './program-facts';

const place = { address: '12 Elm St', city: 'Quincy', state: 'MA', zip: '02169', lat: 42.25, lng: -71.0 };

describe('program facts', () => {
  it('writes the whole address and sends it to the maps app', () => {
    expect(fullAddress(place)).toBe('12 Elm St, Quincy, MA 02169');
    expect(directionsUrl(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=12%20Elm%20St%2C%20Quincy%2C%20MA%2002169');
    expect(directionsUrl({ ...place, address: '' })).toBe('https://www.google.com/maps/dir/?api=1&destination=42.25%2C-71');
  });

  it('names the category and the list’s own program type where it says more', () => {
    expect(kindParts({ category: 'preschool', programType: 'Family Child Care' })).toEqual({ category: 'Preschool', listType: 'Family Child Care' });
    expect(kindParts({ category: 'preschool', programType: 'preschool' })).toEqual({ category: 'Preschool', listType: null });
    expect(kindParts({ category: 'daycare', programType: null })).toEqual({ category: 'Daycare', listType: null });
  });

  it('links phones and websites only as what they are', () => {
    expect(telLink('(617) 555-0100')).toBe('tel:6175550100');
    expect(websiteUrl('www.acorns.org')).toBe('https://www.acorns.org/');
    expect(websiteUrl('http://acorns.org/about')).toBe('http://acorns.org/about');
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('  ')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
});
