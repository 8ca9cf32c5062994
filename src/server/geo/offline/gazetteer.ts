import type { LocationPrecision } from '#shared/schemas/catalogue.js';
import { editDistanceWithin, typoAllowance } from '#server/lib/edit-distance.js';
import { NATIONAL_LANDMARKS } from './national-landmarks.js';
import { withShortNames } from './short-names.js';
import { readUsPlaces } from './us-places.js';
import { METERS_PER_DEGREE, haversineMeters } from '../geometry.js';
import type { GeoPoint } from '../types.js';
import { packageStates, readUsZipCodes, type ZipCode } from './us-zip-codes.js';
import { wordTable } from '#server/lib/word-table.js';

export interface Place extends GeoPoint {
  /** "Cambridge, MA 02139" for a ZIP, "Cambridge, MA" for a city, "Back Bay, Boston, MA" for a neighbourhood. */
  label: string;
  city: string;
  state: string;
  zip: string | null;
  precision: Extract<LocationPrecision, 'zip' | 'city'>;
}

/** A ZIP code's centroid. */
export interface ZipPlace extends Place {
  zip: string;
  precision: 'zip';
}

/** The state the product launches in: when a name is ambiguous, its places come first. */
export const HOME_STATE = 'MA';
/** Boston: network geocoders are biased towards it for the same reason. */
/** A city with this many ZIP codes is a big city: found in lower case too, and misspelt with no state. */
export const BIG_CITY_ZIPS = 5;

export const LAUNCH_AREA_CENTRE: GeoPoint = { lat: 42.3601, lng: -71.0589 };

interface NamedEntry {
  place: Place;
  /** Lower-case name ("newton", "back bay") and "name st" without commas, for matching. */
  name: string;
  key: string;
  state: string;
  zipCount: number;
}

/**
 * Neighbourhoods parents search by that the ZIP data lacks (it already has Allston, Jamaica Plain,
 * Dorchester, Roxbury, Charlestown...): [name, ZIP whose centroid stands for it, city].
 */
const NEIGHBOURHOODS: [string, string, string][] = [
  ['Back Bay', '02116', 'Boston'],
  ['Bay Village', '02116', 'Boston'],
  ['Beacon Hill', '02108', 'Boston'],
  ['Chinatown', '02111', 'Boston'],
  ['Downtown Boston', '02108', 'Boston'],
  ['East Boston', '02128', 'Boston'],
  ['Fenway', '02215', 'Boston'],
  ['Financial District', '02110', 'Boston'],
  ['Fort Point', '02210', 'Boston'],
  ['Leather District', '02111', 'Boston'],
  ['Longwood', '02115', 'Boston'],
  ['Mission Hill', '02120', 'Boston'],
  ['North End', '02113', 'Boston'],
  ['Seaport', '02210', 'Boston'],
  ['South Boston', '02127', 'Boston'],
  ['South End', '02118', 'Boston'],
  ['West End', '02114', 'Boston'],
  ['Cambridgeport', '02139', 'Cambridge'],
  ['Central Square', '02139', 'Cambridge'],
  ['East Cambridge', '02141', 'Cambridge'],
  ['Harvard Square', '02138', 'Cambridge'],
  ['Inman Square', '02139', 'Cambridge'],
  ['Kendall Square', '02142', 'Cambridge'],
  ['North Cambridge', '02140', 'Cambridge'],
  ['Porter Square', '02140', 'Cambridge'],
  ['Assembly Square', '02145', 'Somerville'],
  ['Ball Square', '02144', 'Somerville'],
  ['Davis Square', '02144', 'Somerville'],
  ['Teele Square', '02144', 'Somerville'],
  ['Union Square', '02143', 'Somerville'],
  ['Winter Hill', '02145', 'Somerville'],
  ['Brookline Village', '02445', 'Brookline'],
  ['Coolidge Corner', '02446', 'Brookline'],
  ['Newton Centre', '02459', 'Newton'],
  // Villages with no ZIP code of their own, and a town's everyday spelling.
  ['South Acton', '01720', 'Acton'],
  ['West Acton', '01720', 'Acton'],
  ['North Acton', '01720', 'Acton'],
  ['Cochituate', '01778', 'Wayland'],
  ['Saxonville', '01701', 'Framingham'],
  ['Marlboro', '01752', 'Marlborough'],
];

/**
 * Squares, T stations, hospitals, universities and sites in and around Boston that parents name
 * as where they live or work, at the centroid of the ZIP they are in (docs/decisions/0029). Not
 * a name that is also a town elsewhere ("Wellington", "Oak Grove", "Forest Hills"): a home-state
 * name comes first, and the town would be lost to a parent who writes no state.
 */
const LISTED_LANDMARKS: [string, string, string][] = [
  ['Alewife', '02140', 'Cambridge'], ['Charles/MGH', '02114', 'Boston'], ['Park Street', '02108', 'Boston'],
  ['Downtown Crossing', '02108', 'Boston'], ['South Station', '02111', 'Boston'],
  ['North Station', '02114', 'Boston'], ['Back Bay Station', '02116', 'Boston'], ['JFK/UMass', '02125', 'Boston'],
  ['Savin Hill', '02125', 'Boston'], ['Fields Corner', '02122', 'Boston'], ['Ashmont', '02124', 'Boston'],
  ['North Quincy', '02171', 'Quincy'], ['Wollaston', '02170', 'Quincy'], ['Quincy Center', '02169', 'Quincy'],
  ['Quincy Adams', '02169', 'Quincy'], ['Malden Center', '02148', 'Malden'], ['Assembly Row', '02145', 'Somerville'],
  ['Sullivan Square', '02129', 'Boston'], ['Tufts Medical Center', '02111', 'Boston'],
  ['Ruggles', '02120', 'Boston'], ['Jackson Square', '02130', 'Boston'], ['Wonderland', '02151', 'Revere'],
  ['Revere Beach', '02151', 'Revere'], ['Orient Heights', '02128', 'Boston'], ['Maverick', '02128', 'Boston'],
  ['Lechmere', '02141', 'Cambridge'], ['Science Park', '02114', 'Boston'], ['Government Center', '02108', 'Boston'],
  ['Copley Square', '02116', 'Boston'], ['Kenmore Square', '02215', 'Boston'], ['Brigham Circle', '02115', 'Boston'],
  ['Cleveland Circle', '02135', 'Boston'], ["Packard's Corner", '02134', 'Boston'],
  ['Nubian Square', '02119', 'Boston'], ['Dudley Square', '02119', 'Boston'], ['Egleston Square', '02130', 'Boston'],
  ['Hyde Square', '02130', 'Boston'], ['Codman Square', '02124', 'Boston'], ['Uphams Corner', '02125', 'Boston'],
  ['Adams Village', '02122', 'Boston'], ['Lower Mills', '02124', 'Boston'], ['Mattapan Square', '02126', 'Boston'],
  ['Roslindale Village', '02131', 'Boston'], ['Brighton Center', '02135', 'Boston'],
  ['Oak Square', '02135', 'Boston'], ['Charlestown Navy Yard', '02129', 'Boston'],
  ['Seaport District', '02210', 'Boston'], ['South Boston Waterfront', '02210', 'Boston'],
  ['Longwood Medical Area', '02115', 'Boston'], ['Magoun Square', '02145', 'Somerville'],
  ['Powder House Square', '02144', 'Somerville'], ['Medford Square', '02155', 'Medford'],
  ['Watertown Square', '02472', 'Watertown'], ['Waverley Square', '02478', 'Belmont'],
  ['Belmont Center', '02478', 'Belmont'], ['Arlington Center', '02474', 'Arlington'],
  ['Lexington Center', '02420', 'Lexington'], ['Newton Corner', '02458', 'Newton'],
  ['Massachusetts General Hospital', '02114', 'Boston'], ['Mass General', '02114', 'Boston'],
  ['MGH', '02114', 'Boston'], ["Brigham and Women's Hospital", '02115', 'Boston'], ["Brigham and Women's", '02115', 'Boston'],
  ["Boston Children's Hospital", '02115', 'Boston'], ["Boston Children's", '02115', 'Boston'],
  ["Children's Hospital", '02115', 'Boston'], ['Beth Israel Deaconess Medical Center', '02215', 'Boston'],
  ['BIDMC', '02215', 'Boston'], ['Beth Israel', '02215', 'Boston'], ['Hingham Shipyard', '02043', 'Hingham'],
  ['UMass Memorial University Campus', '01655', 'Worcester'], ['Baystate Medical Center', '01199', 'Springfield'], ['Baystate', '01199', 'Springfield'], ['Dana-Farber', '02215', 'Boston'], ['Boston Medical Center', '02118', 'Boston'],
  ['Mass Eye and Ear', '02114', 'Boston'], ['Lahey Hospital', '01805', 'Burlington'], ['Lahey', '01805', 'Burlington'],
  ['Mount Auburn Hospital', '02138', 'Cambridge'], ['Newton-Wellesley Hospital', '02462', 'Newton'],
  ['Faulkner Hospital', '02130', 'Boston'], ['UMass Memorial Medical Center', '01655', 'Worcester'],
  ['Boston University', '02215', 'Boston'], ['Northeastern University', '02115', 'Boston'],
  ['MIT', '02139', 'Cambridge'], ['Harvard University', '02138', 'Cambridge'],
  ['Tufts University', '02155', 'Medford'], ['Tufts', '02155', 'Medford'], ['Brandeis University', '02453', 'Waltham'],
  ['Boston College', '02467', 'Newton'], ['UMass Boston', '02125', 'Boston'],
  ['Suffolk University', '02108', 'Boston'], ['Emerson College', '02116', 'Boston'], ['Berklee', '02215', 'Boston'],
  ['Simmons University', '02115', 'Boston'], ['Bentley University', '02452', 'Waltham'],
  ['Babson College', '02457', 'Wellesley'], ['Wellesley College', '02481', 'Wellesley'],
  ['Lesley University', '02138', 'Cambridge'], ['UMass Lowell', '01854', 'Lowell'],
  ['UMass Amherst', '01003', 'Amherst'], ['WPI', '01609', 'Worcester'], ['Clark University', '01610', 'Worcester'],
  ['Logan Airport', '02128', 'Boston'], ['Logan', '02128', 'Boston'], ['Copley', '02116', 'Boston'], ['Prudential Center', '02199', 'Boston'], ['Fenway Park', '02215', 'Boston'],
  ['TD Garden', '02114', 'Boston'], ["St. Elizabeth's Medical Center", '02135', 'Brighton'],
  ['UMass Memorial', '01655', 'Worcester'], ['UMass Chan Medical School', '01655', 'Worcester'],
  // Across the state: hospitals, colleges and bases parents name as where they work. Not a name
  // several places share ("Baystate" has hospitals in four towns, "Mercy Medical Center" is in many states).
  ['Baystate Medical Center', '01199', 'Springfield'],
  ['Springfield College', '01109', 'Springfield'], ['Holyoke Medical Center', '01040', 'Holyoke'], ['Cooley Dickinson Hospital', '01060', 'Northampton'],
  ['Smith College', '01063', 'Northampton'], ['Mount Holyoke College', '01075', 'South Hadley'], ['Westfield State University', '01086', 'Westfield'],
  ['Westover Air Reserve Base', '01022', 'Chicopee'], ['Westover ARB', '01022', 'Chicopee'],
  ['Berkshire Medical Center', '01201', 'Pittsfield'], ['Williams College', '01267', 'Williamstown'],
  ['Fitchburg State University', '01420', 'Fitchburg'], ['Fitchburg State', '01420', 'Fitchburg'],
  ['Worcester State University', '01602', 'Worcester'], ['College of the Holy Cross', '01610', 'Worcester'],
  ['Framingham State University', '01701', 'Framingham'], ['MetroWest Medical Center', '01702', 'Framingham'], ['Milford Regional Medical Center', '01757', 'Milford'],
  ['Natick Soldier Systems Center', '01760', 'Natick'], ['Emerson Hospital', '01742', 'Concord'],
  ['Hanscom Air Force Base', '01731', 'Hanscom Afb'], ['Hanscom AFB', '01731', 'Hanscom Afb'], ['Hanscom', '01731', 'Hanscom Afb'],
  ['Lowell General Hospital', '01854', 'Lowell'], ['Lawrence General Hospital', '01841', 'Lawrence'], ['Merrimack College', '01845', 'North Andover'],
  ['Winchester Hospital', '01890', 'Winchester'], ['Salem State University', '01970', 'Salem'],
  ['South Shore Hospital', '02190', 'South Weymouth'], ['Brockton Hospital', '02302', 'Brockton'], ['Bridgewater State University', '02325', 'Bridgewater'],
  ['Stonehill College', '02357', 'North Easton'], ['Joint Base Cape Cod', '02542', 'Buzzards Bay'], ['Cape Cod Hospital', '02601', 'Hyannis'],
  ['Sturdy Memorial Hospital', '02703', 'Attleboro'], ['Charlton Memorial Hospital', '02720', 'Fall River'],
  ['UMass Dartmouth', '02747', 'North Dartmouth'], ['Old Sturbridge Village', '01566', 'Sturbridge'], ['Holyoke Mall', '01040', 'Holyoke'],
  ['Dean College', '02038', 'Franklin'], ['Lowell General Hospital Saints Campus', '01852', 'Lowell'], ['Gillette Stadium', '02035', 'Foxboro'], ['Norwood Hospital', '02062', 'Norwood'],
  ['Boston Common', '02108', 'Boston'], ['Public Garden', '02116', 'Boston'], ['Faneuil Hall', '02109', 'Boston'], ['Quincy Market', '02109', 'Boston'],
  ['Museum of Fine Arts', '02115', 'Boston'], ['New England Aquarium', '02110', 'Boston'], ['Boston Public Library', '02116', 'Boston'],
  ['Massachusetts State House', '02108', 'Boston'], ['Franklin Park Zoo', '02121', 'Dorchester'], ['Castle Island', '02127', 'Boston'],
  ['The Mall at Chestnut Hill', '02467', 'Chestnut Hill'], ['Chestnut Hill Mall', '02467', 'Chestnut Hill'], ['Natick Mall', '01760', 'Natick'],
  ['Burlington Mall', '01803', 'Burlington'], ['South Shore Plaza', '02184', 'Braintree'], ['Arnold Arboretum', '02130', 'Jamaica Plain'],
  ['Jamaica Pond', '02130', 'Jamaica Plain'], ['Harvard Yard', '02138', 'Cambridge'], ['Brandeis', '02453', 'Waltham'], ['Newbury Street', '02116', 'Boston'],
];
const LANDMARKS = withShortNames(LISTED_LANDMARKS);


/**
 * Neighbourhoods of big cities elsewhere that parents name ("Park Slope", "Wicker Park", "the
 * Mission"), at the centroid of a ZIP in them, which the ZIP data names by the city. They rank after
 * every town of the same name (see buildGazetteer): "Lincoln Park" alone is the town in Michigan,
 * "Lincoln Park, Chicago" the neighbourhood.
 */
const CITY_NEIGHBOURHOODS: [string, string, string][] = [
  // The borough the ZIP data names by its city: "Manhattan" alone is the town in Kansas.
  ['Manhattan', '10018', 'New York'], ['Midtown Manhattan', '10018', 'New York'], ['Lower Manhattan', '10004', 'New York'],
  ['Upper Manhattan', '10032', 'New York'], ['Upper West Side', '10024', 'New York'], ['Upper East Side', '10021', 'New York'],
  ['Harlem', '10027', 'New York'], ['East Harlem', '10029', 'New York'], ['Washington Heights', '10032', 'New York'],
  ['Inwood', '10034', 'New York'], ['Midtown', '10018', 'New York'], ["Hell's Kitchen", '10036', 'New York'],
  ['Chelsea', '10011', 'New York'], ['Greenwich Village', '10014', 'New York'],
  ['West Village', '10014', 'New York'], ['East Village', '10009', 'New York'],
  ['Lower East Side', '10002', 'New York'], ['SoHo', '10012', 'New York'], ['Tribeca', '10013', 'New York'],
  ['Financial District', '10004', 'New York'], ['Battery Park City', '10280', 'New York'],
  ['Murray Hill', '10016', 'New York'], ['Gramercy', '10003', 'New York'], ['Park Slope', '11215', 'Brooklyn'],
  ['Williamsburg', '11211', 'Brooklyn'], ['Greenpoint', '11222', 'Brooklyn'], ['Bushwick', '11237', 'Brooklyn'],
  ['Bedford-Stuyvesant', '11216', 'Brooklyn'], ['Bed-Stuy', '11216', 'Brooklyn'],
  ['Crown Heights', '11213', 'Brooklyn'], ['Flatbush', '11226', 'Brooklyn'],
  ['Prospect Heights', '11238', 'Brooklyn'], ['Fort Greene', '11205', 'Brooklyn'],
  ['Brooklyn Heights', '11201', 'Brooklyn'], ['DUMBO', '11201', 'Brooklyn'], ['Cobble Hill', '11201', 'Brooklyn'],
  ['Carroll Gardens', '11231', 'Brooklyn'], ['Red Hook', '11231', 'Brooklyn'], ['Bay Ridge', '11209', 'Brooklyn'],
  ['Sunset Park', '11220', 'Brooklyn'], ['Bensonhurst', '11214', 'Brooklyn'],
  ['Sheepshead Bay', '11229', 'Brooklyn'], ['Canarsie', '11236', 'Brooklyn'],
  ['Long Island City', '11101', 'Queens'], ['Riverdale', '10471', 'Bronx'], ['The Loop', '60603', 'Chicago'],
  ['Loop', '60603', 'Chicago'], ['River North', '60654', 'Chicago'], ['Lincoln Park', '60614', 'Chicago'],
  ['Lakeview', '60657', 'Chicago'], ['Wrigleyville', '60613', 'Chicago'], ['Wicker Park', '60622', 'Chicago'],
  ['Bucktown', '60647', 'Chicago'], ['Logan Square', '60647', 'Chicago'], ['Pilsen', '60608', 'Chicago'],
  ['Little Village', '60623', 'Chicago'], ['Hyde Park', '60615', 'Chicago'], ['Bronzeville', '60653', 'Chicago'],
  ['Andersonville', '60640', 'Chicago'], ['Rogers Park', '60626', 'Chicago'], ['Uptown', '60640', 'Chicago'],
  ['West Loop', '60607', 'Chicago'], ['South Loop', '60605', 'Chicago'], ['Humboldt Park', '60651', 'Chicago'],
  ['Ravenswood', '60625', 'Chicago'], ['Silver Lake', '90026', 'Los Angeles'], ['Echo Park', '90026', 'Los Angeles'],
  ['Los Feliz', '90027', 'Los Angeles'], ['Koreatown', '90005', 'Los Angeles'],
  ['Hancock Park', '90004', 'Los Angeles'], ['Highland Park', '90042', 'Los Angeles'],
  ['Eagle Rock', '90041', 'Los Angeles'], ['Boyle Heights', '90033', 'Los Angeles'],
  ['Westwood', '90024', 'Los Angeles'], ['Brentwood', '90049', 'Los Angeles'], ['Mid-City', '90019', 'Los Angeles'],
  ['Downtown LA', '90012', 'Los Angeles'], ['DTLA', '90012', 'Los Angeles'],
  ['Mission District', '94110', 'San Francisco'], ['The Mission', '94110', 'San Francisco'],
  ['SoMa', '94103', 'San Francisco'], ['South of Market', '94103', 'San Francisco'],
  ['Noe Valley', '94114', 'San Francisco'], ['Castro', '94114', 'San Francisco'],
  ['Pacific Heights', '94115', 'San Francisco'], ['Marina District', '94123', 'San Francisco'],
  ['Richmond District', '94118', 'San Francisco'], ['Sunset District', '94122', 'San Francisco'],
  ['Bernal Heights', '94110', 'San Francisco'], ['Potrero Hill', '94107', 'San Francisco'],
  ['Dogpatch', '94107', 'San Francisco'], ['Rockridge', '94618', 'Oakland'], ['Capitol Hill', '98102', 'Seattle'],
  ['Ballard', '98107', 'Seattle'], ['Fremont', '98103', 'Seattle'], ['Queen Anne', '98109', 'Seattle'],
  ['Wallingford', '98103', 'Seattle'], ['University District', '98105', 'Seattle'],
  ['South Lake Union', '98109', 'Seattle'], ['West Seattle', '98116', 'Seattle'],
  ['Columbia City', '98118', 'Seattle'], ['Beacon Hill', '98144', 'Seattle'],
  ['Columbia Heights', '20010', 'Washington'], ['Georgetown', '20007', 'Washington'],
  ['Adams Morgan', '20009', 'Washington'], ['Dupont Circle', '20036', 'Washington'],
  ['Navy Yard', '20003', 'Washington'], ['Petworth', '20011', 'Washington'], ['Fishtown', '19125', 'Philadelphia'],
  ['Center City', '19103', 'Philadelphia'], ['Rittenhouse', '19103', 'Philadelphia'],
  ['Northern Liberties', '19123', 'Philadelphia'], ['South Philly', '19148', 'Philadelphia'],
  ['University City', '19104', 'Philadelphia'], ['Manayunk', '19127', 'Philadelphia'],
  ['Chestnut Hill', '19118', 'Philadelphia'], ['Germantown', '19144', 'Philadelphia'],
  ['Little Havana', '33135', 'Miami'], ['Wynwood', '33127', 'Miami'], ['Brickell', '33131', 'Miami'],
  ['Coconut Grove', '33133', 'Miami'], ['Little Haiti', '33137', 'Miami'], ['Buckhead', '30305', 'Atlanta'],
  ['Midtown Atlanta', '30308', 'Atlanta'], ['Virginia-Highland', '30306', 'Atlanta'],
  ['Inman Park', '30307', 'Atlanta'], ['Montrose', '77006', 'Houston'], ['The Heights', '77008', 'Houston'],
  ['Houston Heights', '77008', 'Houston'], ['Uptown Dallas', '75201', 'Dallas'], ['Deep Ellum', '75226', 'Dallas'],
  ['Oak Cliff', '75208', 'Dallas'], ['LoDo', '80202', 'Denver'], ['Capitol Hill Denver', '80203', 'Denver'],
  ['Highlands', '80211', 'Denver'], ['Cherry Creek', '80206', 'Denver'], ['Five Points', '80205', 'Denver'],
  ['Shadyside', '15232', 'Pittsburgh'], ['Squirrel Hill', '15217', 'Pittsburgh'],
  ['Lawrenceville', '15201', 'Pittsburgh'], ['South Side', '15203', 'Pittsburgh'],
  ['French Quarter', '70116', 'New Orleans'], ['Garden District', '70130', 'New Orleans'],
  ['Uptown New Orleans', '70115', 'New Orleans'], ['Pearl District', '97209', 'Portland'],
  ['Alberta Arts District', '97211', 'Portland'], ['Hawthorne', '97214', 'Portland'],
  ['East Austin', '78702', 'Austin'], ['South Congress', '78704', 'Austin'], ['Ballantyne', '28277', 'Charlotte'],
  ['Uptown Charlotte', '28202', 'Charlotte'], ['Dilworth', '28203', 'Charlotte'], ['Dundee', '68132', 'Omaha'],
  ['Fells Point', '21231', 'Baltimore'], ['Canton', '21224', 'Baltimore'], ['Federal Hill', '21230', 'Baltimore'],
  ['Over-the-Rhine', '45202', 'Cincinnati'], ['Short North', '43215', 'Columbus'],
  ['German Village', '43206', 'Columbus'], ['Ohio City', '44113', 'Cleveland'],
  ['Midtown Detroit', '48201', 'Detroit'], ['Corktown', '48216', 'Detroit'], ['North Loop', '55401', 'Minneapolis'],
  ['Uptown Minneapolis', '55408', 'Minneapolis'], ['The Gulch', '37203', 'Nashville'],
  ['East Nashville', '37206', 'Nashville'], ['12 South', '37204', 'Nashville'],
  ['Downtown Phoenix', '85004', 'Phoenix'], ['Arcadia', '85018', 'Phoenix'], ['Fox Point', '02906', 'Providence'],
  ['Federal Hill Providence', '02903', 'Providence'], ['West End Providence', '02909', 'Providence'],
];

/**
 * Abbreviations spelt out as the ZIP data and the neighbourhood list spell names: "St Louis" is
 * "Saint Louis", "Kendall Sq" is "Kendall Square". A first word ("St", "N") and a later one ("St",
 * "Sq") mean different things. One letter stands for a direction only before a name ("N Andover").
 */
const FIRST_WORD_ABBREVIATIONS = wordTable<string>({
  st: 'saint', mt: 'mount', ft: 'fort', n: 'north', s: 'south', e: 'east', w: 'west', no: 'north', so: 'south',
});
const LATER_WORD_ABBREVIATIONS = wordTable<string>({
  sq: 'square', st: 'street', ave: 'avenue', av: 'avenue', ctr: 'center', rd: 'road', blvd: 'boulevard', pl: 'place',
});

/**
 * What the gazetteer knows, built on the first question asked of it (importing the module reads
 * no data) and held compactly: a ZIP code's place is made when asked for, from columns over the
 * ZIP codes in ascending order, so 41,000 places and their labels are not kept (docs/decisions/0036).
 */
interface Gazetteer {
  /** The ZIP code as a number ("02139" is 2139), ascending. */
  zips: Int32Array;
  lats: Float64Array;
  lngs: Float64Array;
  /** Each ZIP code's city as the ZIP data spells it, a position in `cityNames`. */
  zipCities: Int32Array;
  zipStates: Uint8Array;
  cityNames: string[];
  stateCodes: string[];
  usStates: Set<string>;
  stateByName: Map<string, string>;
  cities: Map<string, NamedEntry>;
  neighbourhoods: Map<string, NamedEntry>;
  /** Cities and neighbourhoods in prominence order. */
  namedList: NamedEntry[];
  /** Entries by exact name, each list in prominence order. */
  byName: Map<string, NamedEntry[]>;
  /** Names by state, then by first letter: the candidates a misspelt name is compared with. */
  namesByStateAndLetter: Map<string, NamedEntry[]>;
  /** The names of NATIONAL_LANDMARKS, as normalizeName spells them. */
  nationalLandmarks: Set<string>;
  /** Cities of many ZIP codes anywhere, by first letter: what a misspelt name with no state may stand for elsewhere. */
  bigCitiesByLetter: Map<string, NamedEntry[]>;
  /** ZIP code positions by one-degree cell, in the ZIP data's order, so the nearest one is found without scanning all 41,000. */
  zipGrid: Map<string, number[]>;
}

let built: Gazetteer | null = null;

function gazetteer(): Gazetteer {
  built ??= buildGazetteer();
  return built;
}

function buildGazetteer(): Gazetteer {
  // The package's state list also holds Canadian provinces: a US state is one that has US ZIP codes.
  const usCodes = readUsZipCodes().filter((code) => code.state in packageStates.abbr && code.latitude && code.longitude);
  const usStates = new Set(usCodes.map((code) => code.state));
  const stateByName = new Map<string, string>([['mass', 'MA']]);
  for (const state of usStates) {
    stateByName.set(state.toLowerCase(), state);
    stateByName.set((packageStates.abbr[state] ?? state).toLowerCase(), state);
  }

  const cities = new Map<string, NamedEntry>();
  // In the data's order: a city's centroid is the running mean of its ZIP centroids in that order.
  for (const code of usCodes) {
    const city = code.city;
    const name = normalizeName(city);
    const key = `${name} ${code.state.toLowerCase()}`;
    const entry = cities.get(key);
    if (entry) {
      entry.zipCount += 1;
      entry.place.lat += (code.latitude - entry.place.lat) / entry.zipCount;
      entry.place.lng += (code.longitude - entry.place.lng) / entry.zipCount;
    } else {
      const place: Place = { lat: code.latitude, lng: code.longitude, label: `${city}, ${code.state}`, city, state: code.state, zip: null, precision: 'city' };
      cities.set(key, { place, name, key, state: code.state, zipCount: 1 });
    }
  }

  const ascending = usCodes.map((code, position) => ({ zip: Number(code.zip), position })).sort((a, b) => a.zip - b.zip);
  const positionInData = new Int32Array(usCodes.length);
  const stateCodes = [...usStates];
  const cityNames: string[] = [];
  const cityPositions = new Map<string, number>();
  const columns = {
    zips: new Int32Array(usCodes.length),
    lats: new Float64Array(usCodes.length),
    lngs: new Float64Array(usCodes.length),
    zipCities: new Int32Array(usCodes.length),
    zipStates: new Uint8Array(usCodes.length),
  };
  ascending.forEach(({ zip, position: dataPosition }, position) => {
    const code = usCodes[dataPosition] as ZipCode;
    positionInData[dataPosition] = position;
    columns.zips[position] = zip;
    columns.lats[position] = code.latitude;
    columns.lngs[position] = code.longitude;
    let cityPosition = cityPositions.get(code.city);
    if (cityPosition === undefined) {
      cityPosition = cityNames.push(code.city) - 1;
      cityPositions.set(code.city, cityPosition);
    }
    columns.zipCities[position] = cityPosition;
    columns.zipStates[position] = stateCodes.indexOf(code.state);
  });

  const zipGrid = new Map<string, number[]>();
  for (const position of positionInData) {
    addTo(zipGrid, cellKey(Math.floor(columns.lats[position] as number), Math.floor(columns.lngs[position] as number)), position);
  }

  const partial = { ...columns, cityNames, stateCodes };
  const neighbourhoods = new Map<string, NamedEntry>();
  // A neighbourhood elsewhere counts no ZIP of its own, so that a town of its name comes first.
  const named: [string, string, string, number][] = [
    ...[...NEIGHBOURHOODS, ...LANDMARKS].map(([label, zip, city]): [string, string, string, number] => [label, zip, city, 1]),
    ...[...CITY_NEIGHBOURHOODS, ...NATIONAL_LANDMARKS].map(([label, zip, city]): [string, string, string, number] => [label, zip, city, 0]),
  ];
  for (const [label, zip, city, zipCount] of named) {
    const position = zipPosition(columns.zips, zip);
    if (position < 0) continue;
    const centroid = zipPlaceAt(partial, position);
    const name = normalizeName(label);
    const key = `${name} ${centroid.state.toLowerCase()}`;
    const place: Place = { ...centroid, label: `${label}, ${city}, ${centroid.state}`, city };
    neighbourhoods.set(key, { place, name, key, state: centroid.state, zipCount });
  }

  // Places the ZIP data names otherwise ("Doral" lies in ZIP codes named Miami, "Highlands Ranch"
  // in ones named Littleton), after every name it has, as parts of the city of the ZIP code nearest
  // them, unless the state already has a place of that name.
  const knownNames = new Set([...cities.values(), ...neighbourhoods.values()].map((entry) => `${withoutHyphens(entry.name)} ${entry.state}`));
  const located = { ...partial, zipGrid };
  for (const usPlace of readUsPlaces()) {
    const { state, lat, lng } = usPlace;
    const name = normalizeName(usPlace.name);
    if (knownNames.has(`${withoutHyphens(name)} ${state}`)) continue;
    const position = nearestZipPosition(located, usPlace);
    const zipPlace = position < 0 ? null : zipPlaceAt(partial, position);
    if (zipPlace?.state !== state) continue;
    const key = `${name} ${state.toLowerCase()}`;
    const place: Place = { ...zipPlace, lat, lng, label: `${usPlace.name}, ${state}` };
    neighbourhoods.set(key, { place, name, key, state, zipCount: 0 });
  }

  const namedList = [...cities.values(), ...neighbourhoods.values()].sort(byProminence);
  const byName = new Map<string, NamedEntry[]>();
  const namesByStateAndLetter = new Map<string, NamedEntry[]>();
  const bigCitiesByLetter = new Map<string, NamedEntry[]>();
  for (const entry of namedList) {
    addTo(byName, entry.name, entry);
    addTo(namesByStateAndLetter, `${entry.state}:${entry.name[0] ?? ''}`, entry);
    if (entry.zipCount >= BIG_CITY_ZIPS) addTo(bigCitiesByLetter, entry.name[0] ?? '', entry);
  }
  const nationalLandmarks = new Set(NATIONAL_LANDMARKS.map(([label]) => normalizeName(label)));
  return { ...partial, usStates, stateByName, cities, neighbourhoods, namedList, byName, namesByStateAndLetter, bigCitiesByLetter, nationalLandmarks, zipGrid };
}

/** Adds to the key's list, made as a one-entry literal: most names have one entry, and an array grown from empty holds room for 16. */
function addTo<T>(lists: Map<string, T[]>, key: string, item: T): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/** The position of a five-digit ZIP code in the ascending column, or -1. */
function zipPosition(zips: Int32Array, zip: string): number {
  const wanted = Number(zip);
  const position = firstAtLeast(zips, wanted);
  return zips[position] === wanted ? position : -1;
}

/** The first position holding `value` or more (binary search). */
function firstAtLeast(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function zipPlaceAt(data: Pick<Gazetteer, 'zips' | 'lats' | 'lngs' | 'zipCities' | 'zipStates' | 'cityNames' | 'stateCodes'>, position: number): ZipPlace {
  const zip = String(data.zips[position]).padStart(5, '0');
  const city = data.cityNames[data.zipCities[position] as number] as string;
  const state = data.stateCodes[data.zipStates[position] as number] as string;
  return { lat: data.lats[position] as number, lng: data.lngs[position] as number, label: `${city}, ${state} ${zip}`, city, state, zip, precision: 'zip' };
}

const withoutHyphens = (name: string) => name.replace(/-/g, ' ');

/** Home state first, then the cities with most ZIP codes: the order ties are broken in. */
function byProminence(a: NamedEntry, b: NamedEntry): number {
  return (
    Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) ||
    b.zipCount - a.zipCount ||
    a.name.length - b.name.length ||
    a.key.localeCompare(b.key)
  );
}

/**
 * Lower case, single spaces, no dots or commas, abbreviations spelt out. `typing`: the last word
 * may be the start of a longer one ("East Pl" on the way to "East Pleasant"), so it stays as typed.
 */
function normalizeName(text: string, typing = false): string {
  // "Eglin Air Force Base" is the ZIP data's "Eglin Afb". A hyphen inside a name is a space
  // ("Manchester-by-the-Sea", the ZIP data's "Winston Salem"); one between names is not a name's.
  const words = text.toLowerCase().replace(/[.,]|(?<=\p{L})-(?=\p{L})/gu, ' ').replace(/\bair\s+force\s+base\b/g, 'afb').split(/\s+/).filter(Boolean);
  const complete = typing ? words.length - 1 : words.length;
  return words
    .map((word, index) => {
      if (index >= complete) return word;
      if (index === 0) return words.length > 1 ? (FIRST_WORD_ABBREVIATIONS[word] ?? word) : word;
      return LATER_WORD_ABBREVIATIONS[word] ?? word;
    })
    .join(' ');
}

/** The first five digits of a US ZIP in any common spelling ("02134-1234", "02134-", "2134"). */
export function normalizeZip(raw: string | null | undefined): string | null {
  const digits = /^\s*(\d{3,5})(?:\s*-\s*\d{0,4})?\D*$/.exec(raw ?? '')?.[1];
  return digits ? digits.padStart(5, '0') : null;
}

export function placeByZip(raw: string | null | undefined): Place | null {
  const zip = normalizeZip(raw);
  if (!zip) return null;
  const data = gazetteer();
  const position = zipPosition(data.zips, zip);
  return position < 0 ? null : zipPlaceAt(data, position);
}

/** A city's centroid; with no state, the city of that name in the home state, else the one with most ZIP codes. */
export function placeByCity(city: string, state?: string | null): Place | null {
  const name = normalizeName(city);
  if (!name) return null;
  const { cities, byName } = gazetteer();
  if (state) {
    const code = stateCode(state);
    return code ? (cities.get(`${name} ${code.toLowerCase()}`)?.place ?? null) : null;
  }
  return byName.get(name)?.find((entry) => cities.has(entry.key))?.place ?? null;
}

/**
 * A city or a known neighbourhood ("Back Bay", "Davis Square") by its exact name. With no state, a
 * home-state neighbourhood comes before a city elsewhere ("South Boston" is Boston's, not Virginia's).
 */
export function placeByName(name: string, state?: string | null): Place | null {
  const city = placeByCity(name, state);
  if (city && (state || city.state === HOME_STATE)) return city;
  const wanted = normalizeName(name);
  const code = state ? stateCode(state) : null;
  const found = gazetteer().byName.get(wanted)?.find((entry) => !code || entry.state === code)?.place ?? city;
  if (found || !/ (?:station|stop)$/.test(wanted)) return found;
  // "Alewife Station", "JFK/UMass stop": a station the gazetteer knows by its name alone.
  const station = placeByName(wanted.replace(/ (?:station|stop)$/, ''), state);
  return station && station.precision !== 'city' ? station : null;
}

/** A neighbourhood by its name and its city's ("Lincoln Park", "Chicago"): the one in that city, whatever towns share its name. */
export function placeInCity(name: string, city: string): Place | null {
  const cityName = normalizeName(city);
  return gazetteer().byName.get(normalizeName(name))?.find((entry) => entry.place.precision !== 'city' && normalizeName(entry.place.city) === cityName)?.place ?? null;
}

/** US states' names in lower case ("oregon", "new york"), longest first, as a request may write them after a town. */
export function usStateNames(): string[] {
  return [...gazetteer().stateByName.keys()].filter((name) => name.length > 2).sort((a, b) => b.length - a.length);
}

/** Whether the name is one of the big workplaces elsewhere: no town has it, so it needs no city after it. */
export function isNationalLandmark(name: string): boolean {
  return gazetteer().nationalLandmarks.has(normalizeName(name));
}

/**
 * The big workplace elsewhere nearest `near` (within `meters`) whose name holds this word or two:
 * "Disney" near Kissimmee is Walt Disney World, "Emory" near Decatur is Emory University.
 */
export function landmarkNamedWith(words: string, near: GeoPoint, meters: number): Place | null {
  const wanted = ` ${normalizeName(words)} `;
  let best: Place | null = null;
  let bestMeters = meters;
  for (const name of gazetteer().nationalLandmarks) {
    if (!` ${name} `.includes(wanted)) continue;
    const place = gazetteer().byName.get(name)?.find((entry) => entry.place.precision !== 'city')?.place;
    const distance = place ? haversineMeters(place, near) : Infinity;
    if (place && distance < bestMeters) [best, bestMeters] = [place, distance];
  }
  return best;
}

/** The airport nearest `near`, within `meters`: "I work at the airport" said from Revere is Logan. */
export function airportNear(near: GeoPoint, meters: number): Place | null {
  let best: Place | null = null;
  let bestMeters = meters;
  for (const [name, entries] of gazetteer().byName) {
    if (!name.endsWith(' airport')) continue;
    for (const { place } of entries) {
      const distance = place.precision === 'city' ? Infinity : haversineMeters(place, near);
      if (distance < bestMeters) [best, bestMeters] = [place, distance];
    }
  }
  return best;
}

/** The parts of cities (neighbourhoods, squares, landmarks) of this name, wherever they are. */
export function partsNamed(name: string): Place[] {
  return (gazetteer().byName.get(normalizeName(name)) ?? []).flatMap((entry) => (entry.place.precision === 'city' ? [] : [entry.place]));
}

/**
 * Places for a partly typed name or ZIP, best first: exact names, then names starting with the
 * text, then names with a later word starting with it ("plain" -> Jamaica Plain); within each,
 * home-state places, then larger cities, then shorter names ("newt" -> Newton, MA first).
 */
export function searchPlaces(text: string, limit: number): Place[] {
  const query = normalizeName(text, true);
  if (!query || limit <= 0) return [];
  const data = gazetteer();
  if (/^\d{3,5}$/.test(query)) {
    // ZIP codes starting with the digits are one run of the ascending column.
    const scale = 10 ** (5 - query.length);
    const end = (Number(query) + 1) * scale;
    const matches: Place[] = [];
    for (let position = firstAtLeast(data.zips, Number(query) * scale); position < data.zips.length && matches.length < limit; position += 1) {
      if ((data.zips[position] as number) >= end) break;
      matches.push(zipPlaceAt(data, position));
    }
    return matches;
  }
  const whole = normalizeName(text);
  const keyed = data.cities.get(whole) ?? data.neighbourhoods.get(whole);
  const exact = [...(data.byName.get(whole) ?? []), ...(keyed ? [keyed] : [])];
  const starts: NamedEntry[] = [];
  const wordStarts: NamedEntry[] = [];
  const wordQuery = ` ${query}`;
  // namedList is in prominence order, so each tier fills in order and the scan can stop early.
  for (const entry of data.namedList) {
    if (starts.length >= limit) break;
    if (entry.name === whole || entry.key === whole) continue;
    if (entry.key.startsWith(query)) starts.push(entry);
    else if (wordStarts.length < limit && entry.name.includes(wordQuery)) wordStarts.push(entry);
  }
  return [...exact, ...starts, ...wordStarts].slice(0, limit).map((entry) => entry.place);
}

/**
 * The place a misspelt name stands for ("Cambrige" -> Cambridge, "Jamica Plain" -> Jamaica Plain,
 * "Harvard Sqaure" -> Harvard Square): the nearest name within the typos its length allows
 * (typoAllowance), in the given state or else the home state. Names are compared only with those
 * sharing their first letter, which keeps it to a few hundred comparisons (docs/decisions/0029).
 * Exact names are placeByName's; this is only asked when that found nothing.
 */
export function placeByMisspeltName(text: string, state?: string | null): Place | null {
  const code = state ? stateCode(state) : HOME_STATE;
  return code ? nearestName(text, (letter) => gazetteer().namesByStateAndLetter.get(`${code}:${letter}`)) : null;
}

/**
 * A city of many ZIP codes anywhere that a misspelt name with no state stands for ("Chicgo" ->
 * Chicago, "Marrietta" -> Marietta, GA): asked only once the home state has no such name.
 */
export function bigCityByMisspeltName(text: string): Place | null {
  // One typo at most: two turn a base's name into a city's ("Lackland" is no Lakeland).
  return nearestName(text, (letter) => gazetteer().bigCitiesByLetter.get(letter), 1);
}

/** The nearest of the candidates sharing the name's first letter, within the typos its length allows. */
function nearestName(text: string, candidates: (letter: string) => NamedEntry[] | undefined, most = Infinity): Place | null {
  const wanted = normalizeName(text);
  const allowance = Math.min(most, typoAllowance(wanted.replace(/ /g, '').length));
  if (allowance === 0) return null;
  let best: NamedEntry | null = null;
  let bestDistance = allowance + 1;
  for (const entry of candidates(wanted[0] ?? '') ?? []) {
    const distance = editDistanceWithin(wanted, entry.name, Math.min(bestDistance - 1, typoAllowance(entry.name.length)));
    // namedList is in prominence order, so the first at the best distance is the most prominent.
    if (distance < bestDistance && distance <= Math.min(most, typoAllowance(entry.name.length))) [best, bestDistance] = [entry, distance];
  }
  return best?.place ?? null;
}

/**
 * The biggest city (most ZIP codes, BIG_CITY_ZIPS at least) within `meters` of a point: the one
 * whose downtown a suburb means (Boston's from Malden, though Cambridge is nearer).
 */
export function bigCityNear(point: GeoPoint, meters: number): Place | null {
  let best: NamedEntry | null = null;
  for (const entries of gazetteer().bigCitiesByLetter.values()) {
    for (const entry of entries) {
      if (entry.zipCount > (best?.zipCount ?? 0) && haversineMeters(entry.place, point) < meters) best = entry;
    }
  }
  return best?.place ?? null;
}

/**
 * How many ZIP codes a city of the gazetteer has (a neighbourhood counts one): a one-ZIP town
 * elsewhere named with no state is likelier a home-state name misspelt ("Brooklin" for Brookline).
 */
export function zipCountOf(place: Place): number {
  return gazetteer().cities.get(`${normalizeName(place.city)} ${place.state.toLowerCase()}`)?.zipCount ?? 1;
}

const MAX_RING = 3;

/** The nearest ZIP centroid within three one-degree cells (null far outside the US): the offline "where am I?". */
export function nearestZipPlace(point: GeoPoint): Place | null {
  const data = gazetteer();
  const position = nearestZipPosition(data, point);
  return position < 0 ? null : zipPlaceAt(data, position);
}

/** The position of the ZIP code nearest a point, or -1. */
function nearestZipPosition(data: Pick<Gazetteer, 'zipGrid' | 'lats' | 'lngs'>, point: GeoPoint): number {
  const row = Math.floor(point.lat);
  const column = Math.floor(point.lng);
  // One-degree cells are at least this wide (in metres) at the northernmost ZIP codes.
  const cellMeters = METERS_PER_DEGREE * Math.cos((72 * Math.PI) / 180);
  let best = -1;
  let bestMeters = Infinity;
  for (let ring = 0; ring <= MAX_RING; ring += 1) {
    for (let dRow = -ring; dRow <= ring; dRow += 1) {
      for (let dColumn = -ring; dColumn <= ring; dColumn += 1) {
        if (Math.max(Math.abs(dRow), Math.abs(dColumn)) !== ring) continue;
        for (const position of data.zipGrid.get(cellKey(row + dRow, column + dColumn)) ?? []) {
          const meters = haversineMeters(point, { lat: data.lats[position] as number, lng: data.lngs[position] as number });
          if (meters < bestMeters) [best, bestMeters] = [position, meters];
        }
      }
    }
    // Anything in a farther ring is at least `ring` cells away.
    if (best >= 0 && bestMeters <= ring * cellMeters) break;
  }
  return best;
}

function cellKey(row: number, column: number): string {
  return `${row}:${column}`;
}

export function isUsState(code: string): boolean {
  return gazetteer().usStates.has(code.trim().toUpperCase());
}

/** "MA" for "MA", "ma", "Mass." or "Massachusetts"; null for anything else. */
export function stateCode(text: string): string | null {
  return gazetteer().stateByName.get(normalizeName(text)) ?? null;
}

/** The ZIP centroids of a state, in ascending ZIP order. */
export function zipPlacesIn(state: string): ZipPlace[] {
  const data = gazetteer();
  const wanted = data.stateCodes.indexOf(state);
  const places: ZipPlace[] = [];
  for (let position = 0; position < data.zips.length; position += 1) {
    if (data.zipStates[position] === wanted) places.push(zipPlaceAt(data, position));
  }
  return places;
}
