// npm run user -- set-role EMAIL student|teacher|admin
// On PGlite, stop the server first: only one process may open the data folder.
import { ROLES, type Role } from '../../shared/constants';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { AppError } from '../lib/errors';
import { setRoleByEmail } from '../features/users/service';

const [command, email, role] = process.argv.slice(2);
const usage = 'usage: npm run user -- set-role EMAIL student|teacher|admin';

if (command !== 'set-role' || !email || !role) {
  console.error(usage);
  process.exit(2);
}
if (!(ROLES as readonly string[]).includes(role)) {
  console.error(`Unknown role "${role}". ${usage}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const user = await setRoleByEmail(database.db, email, role as Role);
    console.log(`${user.email} (${user.sid}) is now ${user.role}.`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof AppError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
