import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createDb, migrateToLatest } from '../platform/db/kysely.js';
import { AppError } from '../platform/http/errors.js';
import { createOperatorAccount } from '../modules/staff/operator.js';

/*
 * The platform's command line (`npm run admin -- <command>`), against the database the server's
 * environment names (DATABASE_URL, else DATA_DIR's SQLite file), migrated first.
 *
 *   create-operator --email X [--password Y]   a platform operator; without --password one is
 *                                               generated and printed once
 */

/** A CLI's answer goes to stdout (the lint rule keeps console.log out of the server's code). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = 'Usage: npm run admin -- create-operator --email <address> [--password <password>]';

async function createOperator(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.email.includes('@')) {
    console.error(`--email is required and must be an email address\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const { db, schema } = await createDb(config.database);
  try {
    await migrateToLatest(db, schema);
    const account = await createOperatorAccount(db, {
      email: values.email,
      ...(values.password !== undefined && { password: values.password }),
    });
    print(`Operator ${account.email} created (staff id ${account.id}).`);
    if (account.generated) print(`Password (shown once): ${account.password}`);
    print('Sign in at /admin/; in production, set up the authenticator app at the first sign-in.');
    return 0;
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create-operator') return await createOperator(rest);
    console.error(command ? `Unknown command "${command}"\n${USAGE}` : USAGE);
    return 2;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
