import { loadConfig } from '#server/config.ts';
import { openConfiguredDatabase } from './open';
import { seedCourses, seedQuestions, seedSchoolSettings, translateSampleCourses } from './seed';

// Run while the server is stopped when on PGlite: only one process may open its data folder.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.whileStarting(() => database.migrate());
  const added = await seedCourses(database.db);
  const translated = await translateSampleCourses(database.db);
  const school = await seedSchoolSettings(database.db);
  const questions = await seedQuestions(database.db);
  console.log(
    `Seed done: ${added} course(s) added, ${translated} sample course(s) given Bengali texts, ` +
      `school facts ${school ? 'added as samples' : 'kept as they were'}, ` +
      `${questions} sample question(s) added (${database.kind}).`,
  );
} finally {
  await database.close();
}
