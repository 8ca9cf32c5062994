import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerLikeTheCensus, censusLines, startCensusServer, type CensusTestServer } from '#server/test/census-test-server.js';
import { CensusBatchGeocoder, CensusGeocoderError, type CensusAddress } from './census-batch-geocoder.js';

let census: CensusTestServer;
beforeAll(async () => {
  census = await startCensusServer();
});
afterAll(() => census.close());
beforeEach(() => {
  census.requests = [];
  census.answer = answerLikeTheCensus;
});

const geocoder = (options: Partial<ConstructorParameters<typeof CensusBatchGeocoder>[0]> = {}) =>
  new CensusBatchGeocoder({ url: census.url, userAgent: 'CareRoute test', backoffMs: 5, ...options });

const addresses: CensusAddress[] = [
  { id: 'ma-eec:P-1', street: '100 Main St', city: 'Cambridge', state: 'MA', zip: '02139' },
  { id: 'ma-eec:P-2', street: '2 Fuzzy Street, Unit 4', city: 'Boston', state: 'MA', zip: '02118' },
  { id: 'ma-eec:P-3', street: '3 Twin St', city: 'Newton', state: 'MA', zip: '02458' },
  { id: 'ma-eec:P-4', street: '4 Nowhere Rd', city: 'Quincy', state: 'MA', zip: '02169' },
];

describe('CensusBatchGeocoder', () => {
  it('uploads the addresses as the documented CSV and reads every kind of answer line', async () => {
    const found = await geocoder().geocode(addresses);

    expect(census.requests).toHaveLength(1);
    expect(census.requests[0]).toMatchObject({ benchmark: 'Public_AR_Current', fileName: 'addresses.csv', userAgent: 'CareRoute test' });
    // A street holding a comma is quoted, so the Census reads five fields.
    expect(census.requests[0]!.csv).toContain('ma-eec:P-2,"2 Fuzzy Street, Unit 4",Boston,MA,02118');
    expect(found.get('ma-eec:P-1')).toEqual({
      outcome: 'exact',
      point: { lat: 42.37, lng: -71.09 },
      matchedAddress: '100 MAIN ST, CAMBRIDGE, MA, 02139',
      tigerLineId: '7622100',
      side: 'L',
    });
    expect(found.get('ma-eec:P-2')).toMatchObject({ outcome: 'approximate', point: { lat: 42.3602, lng: -71.0998 } });
    expect(found.get('ma-eec:P-3')).toEqual({ outcome: 'tie' });
    expect(found.get('ma-eec:P-4')).toEqual({ outcome: 'no-match' });
  });

  it('skips a line it cannot read and an id it did not send, and keeps the rest', async () => {
    census.answer = ({ csv }) => ({
      status: 200,
      body: [
        censusLines(csv),
        'this is not a census line',
        '"ma-eec:P-9","9 Other St, Boston, MA, 02118","Match","Exact","9 OTHER ST","-71.0,42.3","1","L"',
        '"ma-eec:P-1","1 Main St","Match","Exact","1 MAIN ST","not,numbers","1","L"',
        '"unterminated,"quote',
      ].join('\n'),
    });
    const found = await geocoder().geocode(addresses);

    expect(found.has('ma-eec:P-9')).toBe(false);
    // The unreadable repeat of P-1 does not replace its good line... nor does it add one.
    expect(found.get('ma-eec:P-1')).toMatchObject({ outcome: 'exact' });
    expect(found.size).toBe(4);
  });

  it('retries a 500 and then reads the answer', async () => {
    let failures = 1;
    census.answer = ({ csv }) => (failures-- > 0 ? { status: 500, body: 'Internal Server Error' } : { status: 200, body: censusLines(csv) });
    const found = await geocoder().geocode(addresses);

    expect(census.requests).toHaveLength(2);
    expect(found.size).toBe(4);
  });

  it('gives up with a clear error after the retries, and at once on a 4xx', async () => {
    census.answer = () => ({ status: 500, body: 'down' });
    await expect(geocoder({ retries: 1 }).geocode(addresses)).rejects.toThrow(new CensusGeocoderError('the Census geocoder answered HTTP 500'));
    expect(census.requests).toHaveLength(2);

    census.requests = [];
    census.answer = () => ({ status: 400, body: 'bad file' });
    await expect(geocoder().geocode(addresses)).rejects.toThrow('HTTP 400');
    expect(census.requests).toHaveLength(1);
  });

  it('stops waiting when the service does not answer in time', async () => {
    census.answer = () => 'hang';
    await expect(geocoder({ timeoutMs: 100, retries: 0 }).geocode(addresses)).rejects.toThrow('the Census geocoder did not answer in time');
  });

  it('asks nothing for no addresses and refuses more than a batch may hold', async () => {
    expect((await geocoder().geocode([])).size).toBe(0);
    expect(census.requests).toHaveLength(0);
    const tooMany = Array.from({ length: 10_001 }, (_, i) => ({ ...addresses[0]!, id: String(i) }));
    await expect(geocoder().geocode(tooMany)).rejects.toThrow(RangeError);
  });
});
