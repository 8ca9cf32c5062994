/** ZIP codes as sources write them, and the five digits each one names: shared by the tests of every reader of ZIPs. */
export const ZIP_FORMS: [raw: string, zip: string][] = [
  ['02134', '02134'],
  ['02134-1234', '02134'],
  ['01007-', '01007'],
  ['02061-|', '02061'],
  ['2134', '02134'],
];
