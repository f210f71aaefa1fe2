import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` holds the layers (eslint.config.js): these plant imports in files that do not
// exist (ESLint lints the text as if it stood at that path) and check what lint says.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;
// The first lint loads the config, the plugins and the TypeScript parser: done once here, with
// room for a busy machine, so each test below only lints.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/shared/warm-up.ts') });
}, 180_000);

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layer rules', () => {
  it('fail an import from src/web into src/server, type-only ones too', async () => {
    const errors = await layerErrors(
      'src/web/pages/planted.tsx',
      "import { buildApp } from '../../server/app';\nimport type { Db } from '../../server/db/client';\nexport const x: [typeof buildApp, Db?] = [buildApp];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/no-restricted-paths.*\.\.\/\.\.\/server\/app.*over HTTP only/);
  });

  it('fail an import from src/shared into src/web or src/server', async () => {
    const web = await layerErrors('src/shared/planted.ts', "export { api } from '../web/lib/api';\n");
    expect(web).toEqual([expect.stringMatching(/no-restricted-paths.*\.\.\/web\/lib\/api/)]);
    const server = await layerErrors('src/shared/planted.ts', "export { loadConfig } from '../server/config';\n");
    expect(server).toEqual([expect.stringMatching(/no-restricted-paths.*\.\.\/server\/config/)]);
  });

  it('fail a ui primitive that imports a feature or the app shell', async () => {
    const errors = await layerErrors(
      'src/web/components/ui/planted.tsx',
      "import { useCourses } from '../../features/courses/api/get-courses';\nimport { router } from '../../app/router';\nexport const x = [useCourses, router];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('fail the database layer importing a server feature', async () => {
    const errors = await layerErrors(
      'src/server/db/planted.ts',
      "export { courseRoutes } from '../features/courses/index.ts';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*The database layer knows no feature/)]);
  });

  it('fail a feature importing another feature', async () => {
    const errors = await layerErrors(
      'src/web/features/orders/components/planted.tsx',
      "export { CourseCard } from '../../courses/components/course-card';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*A feature does not import another feature/)]);
  });

  it("fail an import of another server feature's files: only its entry (index.ts) is open", async () => {
    const errors = await layerErrors(
      'src/server/features/courses/planted.ts',
      [
        "import { getSchool } from '#server/features/school/school.service.ts';",
        "import type { SchoolRead } from '../school/school.service';",
        'export const x: [typeof getSchool, SchoolRead?] = [getSchool];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/no-restricted-paths.*school\/school\.service\.ts.*through its entry/),
      expect.stringMatching(/no-restricted-paths.*school\/school\.service.*through its entry/),
    ]);
    // The same holds outside the features: the app, auth, ops and the test helpers use the door too.
    const outside = await layerErrors(
      'src/server/ops/planted.ts',
      "export { notify } from '#server/features/messages/messages.service.ts';\n",
    );
    expect(outside).toEqual([expect.stringMatching(/no-restricted-paths.*through its entry/)]);
    const lib = await layerErrors(
      'src/server/lib/planted.ts',
      "export { getSchool } from '#server/features/school/index.ts';\n",
    );
    expect(lib).toEqual([expect.stringMatching(/no-restricted-paths.*knows no feature/)]);
  });

  it('fail an import cycle among server files', async () => {
    // The school's service as it is, plus an import from a feature whose service (through the
    // school's entry) imports the school's service: school → messages → school.
    const file = 'src/server/features/school/school.service.ts';
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(await layerErrors(file, source)).toEqual([]);
    const planted = `import { notify } from '#server/features/messages/index.ts';\nexport const n = notify;\n${source}`;
    expect(await layerErrors(file, planted)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via .*school\/index\.ts/),
    ]);
  });

  it('fail an import that resolves to no file, so no path slips past the layer rule', async () => {
    const errors = await layerErrors('src/web/pages/planted.tsx', "export { x } from '../../server/no-such-file';\n");
    expect(errors).toEqual([expect.stringMatching(/no-unresolved/)]);
  });

  it('pass the imports the layers allow', async () => {
    const server = await layerErrors(
      'src/server/features/courses/planted.ts',
      [
        "import { getSchool } from '#server/features/school/index.ts';",
        "import { findCourseByCid } from './courses.service';",
        "import { AppError } from '#server/lib/errors.ts';",
        'export const x = [getSchool, findCourseByCid, AppError];',
        '',
      ].join('\n'),
    );
    expect(server).toEqual([]);
    const errors = await layerErrors(
      'src/web/pages/planted.tsx',
      [
        "import { SCHOOL } from '../../shared/school';",
        "import { Container } from '../components/ui/container';",
        "import { useCourses } from '../features/courses/api/get-courses';",
        "import { useBlogs } from '../features/blogs/api/get-blogs';",
        'export const x = [SCHOOL, Container, useCourses, useBlogs];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const inFeature = await layerErrors(
      'src/web/features/courses/components/planted.tsx',
      "export { useCourses } from '../api/get-courses';\nexport { buttonStyles } from '../../../components/ui/button-styles';\n",
    );
    expect(inFeature).toEqual([]);
  });
});
