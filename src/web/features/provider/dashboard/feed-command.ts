/** An example body (laid out over lines, which the shell keeps inside quotes): two infant seats open; the age groups left out count as not reported. */
const EXAMPLE_BODY = { ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] };

/**
 * The curl command a provider's software runs, with this site's address and this program's id.
 * The id goes into the path encoded, its quotes too, so the command stays one word to the shell.
 */
export function feedCommand(origin: string, programId: string): string {
  const id = encodeURIComponent(programId).replace(/'/g, '%27');
  return [
    `curl -X PUT '${origin}/api/provider/programs/${id}/openings' \\`,
    `  -H "Authorization: Bearer $CAREROUTE_TOKEN" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(EXAMPLE_BODY, null, 2)}'`,
  ].join('\n');
}
