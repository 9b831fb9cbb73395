import { afterAll, beforeAll, expect, test } from 'vitest';
import { cliTarget, runOperatorCli, type CliTarget } from '../test/fixtures/operator-cli.ts';

/**
 * `npm run operator -- <username>` on the database the server would use (DATA_DIR's PGlite folder, or DATABASE_URL).
 */

let target: CliTarget;
beforeAll(async () => {
  target = await cliTarget('Ada.Lovelace');
}, 60_000);
afterAll(() => target.cleanup());

const run = (...args: string[]) => runOperatorCli(target.env, ...args);

test('an unknown username exits 1 with a sentence and changes nothing; no username prints the usage', async () => {
  const unknown = await run('nobody.here');
  expect(unknown).toMatchObject({ code: 1, stdout: '' });
  expect(unknown.stderr).toContain('There is no account named "nobody.here"');
  const usage = await run();
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain('Usage: npm run operator -- <username>');
  expect(await target.isOperator('Ada.Lovelace')).toBe(false);
}, 60_000);

test('the flag is granted to the account (any letter case) and says so; a second time nothing changes', async () => {
  const granted = await run('ada.lovelace');
  expect(granted.code).toBe(0);
  expect(granted.stdout).toContain('Ada.Lovelace is now an operator');
  expect(await target.isOperator('Ada.Lovelace')).toBe(true);
  const again = await run('Ada.Lovelace');
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('Ada.Lovelace is already an operator');
  expect(again.stdout).toContain('nothing changed');
  expect(await target.isOperator('Ada.Lovelace')).toBe(true);
}, 60_000);

test(
  'a database it cannot open is refused with exit 1: a PGlite folder ' +
    'held by a running server, a PostgreSQL database that is not there',
  async () => {
    if (target.driver === 'pglite') {
      const held = await target.open();
      try {
        const locked = await run('Ada.Lovelace');
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain('Another Inkwell process');
      } finally {
        await held.close();
      }
    } else {
      const missing = await runOperatorCli({ DATABASE_URL: target.missingUrl() }, 'Ada.Lovelace');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('The operator flag could not be set');
    }
  },
  60_000,
);
