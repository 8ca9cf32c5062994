import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/use-test-app.js';

/**
 * Redocly's recommended rules, plus what client generators lean on: every operation has an id,
 * spelled as a method name.
 */
const lintConfig = () =>
  createConfig({
    extends: ['recommended'],
    rules: {
      'operation-operationId': 'error',
      'rule/operationId-camel-case': {
        subject: { type: 'Operation', property: 'operationId' },
        assertions: { casing: 'camelCase' },
        severity: 'error',
        message: 'operationId must be camelCase',
      },
    },
  });

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

/** Client developers and their generators read /api/docs/json; a description a linter faults misleads them. */
describe('the OpenAPI description', () => {
  const t = useTestApp('sqlite');

  it('passes the recommended rules of Redocly lint without an error', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config: await lintConfig() });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(describeProblem), `the linter found:\n${problems.map(describeProblem).join('\n')}`).toEqual([]);
  });
});
