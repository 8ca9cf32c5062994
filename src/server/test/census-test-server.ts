import { ReplayServer, type ReceivedRequest, type RecordedResponse } from '#server/geo/fixtures/replay-server.js';

/** What one addressbatch request carried. */
export interface CensusRequest {
  benchmark: string | null;
  fileName: string | null;
  csv: string;
  userAgent: string | undefined;
}

export type CensusReply = { status: number; body: string } | 'hang';
export type CensusAnswer = (request: CensusRequest) => CensusReply;

export interface CensusTestServer {
  /** The addressbatch endpoint, for CENSUS_GEOCODER_URL. */
  url: string;
  requests: CensusRequest[];
  answer: CensusAnswer;
  close: () => Promise<void>;
}

const ADDRESS_BATCH = '/geocoder/locations/addressbatch';

async function requestOf(request: ReceivedRequest): Promise<CensusRequest> {
  const form = await new Response(new Uint8Array(request.raw), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  const file = form.get('addressFile');
  return {
    benchmark: form.get('benchmark') as string | null,
    fileName: file instanceof File ? file.name : null,
    csv: file instanceof File ? await file.text() : '',
    userAgent: request.headers['user-agent'],
  };
}

/** The fields of one uploaded CSV line (our own quoting: a field with a comma is in double quotes). */
function fieldsOf(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"|([^,]*)/g)]
    .filter((match) => match.index === 0 || line[match.index - 1] === ',')
    .map((match) => (match[1] ?? match[2] ?? '').replace(/""/g, '"'));
}

/**
 * The Census Geocoder's documented answer for each uploaded address, in reverse order (the real
 * service keeps none): a street with "Nowhere" has no match, "Twin" ties, "Fuzzy" matches
 * approximately (Non_Exact), any other matches exactly at a point that follows its house number.
 */
export function censusLines(csv: string): string {
  return csv
    .trim()
    .split('\n')
    .map((line) => {
      const [id = '', street = '', city = '', state = '', zip = ''] = fieldsOf(line);
      const input = `${street}, ${city}, ${state}, ${zip}`;
      if (street.includes('Nowhere')) return `"${id}","${input}","No_Match"`;
      if (street.includes('Twin')) return `"${id}","${input}","Tie"`;
      const number = Number.parseInt(street, 10) || 0;
      const point = `${(-71.1 + number / 10_000).toFixed(6)},${(42.36 + number / 10_000).toFixed(6)}`;
      const exact = street.includes('Fuzzy') ? 'Non_Exact' : 'Exact';
      return `"${id}","${input}","Match","${exact}","${street.toUpperCase()}, ${city.toUpperCase()}, ${state}, ${zip}","${point}","7622${number}","L"`;
    })
    .reverse()
    .join('\n');
}

export const answerLikeTheCensus: CensusAnswer = ({ csv }) => ({ status: 200, body: censusLines(csv) });

/** A local stand-in for geocoding.geo.census.gov's batch endpoint (a ReplayServer answering from the upload); set `answer` to change its replies. */
export async function startCensusServer(): Promise<CensusTestServer> {
  const server = await ReplayServer.start();
  const state: CensusTestServer = { url: `${server.url}${ADDRESS_BATCH}`, requests: [], answer: answerLikeTheCensus, close: () => server.close() };
  server.on('POST', ADDRESS_BATCH, async (request): Promise<RecordedResponse> => {
    const received = await requestOf(request);
    state.requests.push(received);
    const reply = state.answer(received);
    return reply === 'hang' ? { hang: true } : { status: reply.status, text: reply.body, headers: { 'Content-Type': 'text/csv' } };
  });
  return state;
}
