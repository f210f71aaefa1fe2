import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open';
import { seedCourses } from './seed';

// Run while the server is stopped when on PGlite: only one process may open its data folder.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const added = await seedCourses(database.db);
  console.log(`Seed done: ${added} course(s) added (${database.kind}).`);
} finally {
  await database.close();
}
