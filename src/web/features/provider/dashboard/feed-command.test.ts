import { describe, expect, it } from 'vitest';
import { openingsSection } from '#shared/schemas/listing.js';
import { feedCommand } from './feed-command';

describe('feedCommand', () => {
  it('puts this site and the encoded program id in the path, and a body the contract accepts', () => {
    const command = feedCommand('https://careroute.example', "ma-eec:O'Brien 1");
    expect(command).toContain("curl -X PUT 'https://careroute.example/api/provider/programs/ma-eec%3AO%27Brien%201/openings'");
    expect(command).toContain('Authorization: Bearer $CAREROUTE_TOKEN');
    const body = /-d '([^']*)'$/.exec(command)?.[1];
    expect(openingsSection.safeParse(JSON.parse(body ?? 'null')).success).toBe(true);
  });
});
