import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

describe.each(testEngines)('GET /api/health on %s', (engine) => {
  const t = useTestApp(engine);

  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    await t.database.db.destroy();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: messages.http.databaseUnavailable });
  });
});
