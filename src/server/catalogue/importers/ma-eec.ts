import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { MA_AGE_COLUMNS, offersAgeBand, sortAgeGroups } from '../age-groups.js';
import { categorize } from '../category.js';
import { cleanText, parseCount, parseDecimal, parseYesNo } from '../text-cleanup.js';
import { openCsv } from './csv-file.js';
import { draftRows, type ImportRow } from './program-draft.js';

const MA_EEC_SOURCE = 'ma-eec';

// MA family child care licences cover children from birth to 14, and the file leaves their
// age-band columns empty, so the licence itself is the best statement of who they take.
const FAMILY_CHILD_CARE = /family child care/i;
const BIRTH_TO_FOURTEEN: AgeGroup[] = ['infant', 'toddler', 'preschool', 'school-age'];

/**
 * Massachusetts EEC "Licensed and Funded Early Education and Care Programs" CSV, statewide or the
 * geocoded Boston copy (renamed age columns, extra FULL_ADDRESS, Latitude, Longitude).
 * Ids are `ma-eec:<PROVIDER_NUMBER>`.
 */
export async function* readMaEecFile(file: string): AsyncGenerator<ImportRow> {
  const { columns, records } = await openCsv(file);
  columns.require(['PROVIDER_NUMBER', 'PROGRAM_NAME', 'PROGRAM_TYPE', 'PROGRAM_CITY', 'PROGRAM_ZIPCODE'], 'an MA EEC programs file');
  const column = (name: string) => columns.reader(name);
  const read = {
    id: column('PROVIDER_NUMBER'),
    name: column('PROGRAM_NAME'),
    street1: column('PROGRAM_STREET_ADDRESS1'),
    street2: column('PROGRAM_STREET_ADDRESS2'),
    city: column('PROGRAM_CITY'),
    zip: column('PROGRAM_ZIPCODE'),
    phone: column('PROGRAM_PHONE'),
    type: column('PROGRAM_TYPE'),
    licensedStatus: column('LICENSED_PROVIDER_STATUS'),
    fundedStatus: column('FUNDED_PROVIDER_STATUS'),
    firstIssued: column('FIRST_ISSUED_DATE'),
    capacity: column('LICENSED_CAPACITY'),
    voucher: column('VOUCHER_CONTRACT'),
    snapshot: column('SNAPSHOT_DATE'),
    lat: column('Latitude'),
    lng: column('Longitude'),
    kindergarten: column('KINDERGARTEN'),
  };
  const ageBands = Object.entries(MA_AGE_COLUMNS).map(([name, groups]) => ({ read: column(name), groups }));

  yield* draftRows(records, (fields) => {
    const name = read.name(fields);
    const programType = read.type(fields);
    const isFamilyHome = FAMILY_CHILD_CARE.test(programType ?? '');
    const offered = ageBands.filter((band) => offersAgeBand(band.read(fields))).flatMap((band) => band.groups);
    const ageGroups = offered.length === 0 && isFamilyHome ? BIRTH_TO_FOURTEEN : sortAgeGroups(offered);
    const street2 = cleanText(read.street2(fields));
    const street1 = cleanText(read.street1(fields));

    return {
      source: MA_EEC_SOURCE,
      sourceId: read.id(fields),
      name,
      category: categorize({
        name: name ?? '',
        labels: [programType],
        ageGroups,
        offersKindergarten: offersAgeBand(read.kindergarten(fields)),
      }),
      programType,
      street: street1 && street2 ? `${street1}, ${street2}` : (street1 ?? street2),
      city: read.city(fields),
      state: 'MA',
      zip: read.zip(fields),
      lat: parseDecimal(read.lat(fields)),
      lng: parseDecimal(read.lng(fields)),
      phone: read.phone(fields),
      capacity: parseCount(read.capacity(fields)),
      licenseNumber: read.id(fields),
      licenseStatus: cleanText(read.licensedStatus(fields)) ?? read.fundedStatus(fields),
      ageGroups,
      acceptsSubsidy: parseYesNo(read.voucher(fields)),
      firstLicensedAt: read.firstIssued(fields),
      sourceUpdatedAt: read.snapshot(fields),
    };
  });
}
