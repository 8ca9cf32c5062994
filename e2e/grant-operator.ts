import { execFileSync } from 'node:child_process';

/**
 * Makes an account an operator the way a site's owner does: the admin command, run against the
 * database the e2e server uses (playwright.config.ts puts its folder in E2E_DATA_DIR).
 */
export function grantOperator(emailId: string): void {
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'grant-operator', emailId], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}
