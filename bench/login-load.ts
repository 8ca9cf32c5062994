import type { PhaseSpec } from './load-phase.js';

const PARENT = {
  firstName: 'Load',
  lastName: 'Bench',
  emailId: 'load.bench@example.com',
  password: 'a long enough bench password',
  address: '1 Main St, Cambridge, MA 02139',
  phoneNumber: '617-555-0100',
};

/**
 * A different client address on every call (10.0.0.1, 10.0.0.2, ...): sign-in allows 10 attempts
 * a minute per address, so only many clients can sign in at load; the server sees them through
 * X-Forwarded-For when it trusts the proxy header (TRUST_PROXY=true).
 */
function clientAddresses(): () => string {
  let next = 0;
  return () => {
    next = (next % 0xfffffe) + 1;
    return `10.${(next >> 16) & 0xff}.${(next >> 8) & 0xff}.${next & 0xff}`;
  };
}

/** Registers the parent the login phase signs in as. */
export async function registerLoadParent(url: string): Promise<void> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify(PARENT),
  });
  if (response.status !== 201) throw new Error(`registering the bench parent answered ${response.status}: ${await response.text()}`);
}

/**
 * The real sign-in path: a valid e-mail and password (scrypt) and a token issued, each from its
 * own client. A password check takes 100-200 ms of a thread-pool thread, so at 50 connections an
 * answer takes seconds: the timeout is long enough to measure throughput rather than time-outs.
 */
export function loginPhase(headers: Record<string, string>): PhaseSpec {
  const nextAddress = clientAddresses();
  return {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ emailId: PARENT.emailId, password: PARENT.password }),
    timeoutSeconds: 60,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
  };
}
