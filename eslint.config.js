import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));

// A web feature is a slice of the app; slices do not reach into each other, so that one can be
// changed or removed without touching the rest. What two features share goes down a layer
// (src/web/components, lib, hooks) or up into a page that composes both.
const webFeatures = fs
  .readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A server feature is a room with one door: its `index.ts` says what the app and other features may
// use; the rest of its files are its own business. So a feature's internals can change without
// touching another, and what it offers is read in one file.
const serverFeatures = fs
  .readdirSync(path.join(root, 'src/server/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers, each allowed to import only the ones below it:
//   src/shared                     ← both sides; knows neither
//   src/server/db, src/server/lib  ← the server features; know none of them
//   src/server/features/X          ← used by the rest of the server through X/index.ts only
//   src/web/components, lib, hooks, config, i18n  ← ui primitives, helpers, the shell's texts; know no feature or page
//   src/web/features/X             ← knows no other feature, no page, no app shell
//   src/web/pages, src/web/app     ← compose features
// The browser bundle never imports server code: it would ship secrets and Node-only modules.

const layerZones = [
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app talks to the server over HTTP only; shared types live in src/shared.',
  },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/hooks', './src/web/config', './src/web/i18n'],
    from: ['./src/web/features', './src/web/pages', './src/web/app'],
    message: 'UI primitives and helpers know no feature, page or app shell; pass data in as props.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/pages', './src/web/app'],
    message: 'Features are composed by pages and the app shell, not the other way round.',
  },
  {
    target: './src/server/db',
    from: './src/server/features',
    message: 'The database layer knows no feature; a feature calls the database, not the reverse.',
  },
  {
    target: './src/server/lib',
    from: './src/server/features',
    message: 'src/server/lib holds what features share (PDF, QR, caches, errors); it knows no feature.',
  },
  ...serverFeatures.map((feature) => ({
    // Every server file outside this feature (globs, so a new file or folder is covered too).
    target: ['./src/server/*', './src/server/!(features)/**', `./src/server/features/!(${feature})/**`],
    from: `./src/server/features/${feature}`,
    except: ['./index.ts'],
    message: `Use the ${feature} feature through its entry, #server/features/${feature}/index.ts; export there what others need.`,
  })),
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need to src/web/components or lib.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // enhanced-resolve reads package.json "imports" (the #shared, #server and #web aliases) and
      // packages' "exports".
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The files import-x reads to follow imports further (no-cycle); by default only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // The layer rule judges resolved files and lets an import it cannot resolve pass; every
      // import resolving keeps that from being a way round it.
      // better-auth's subpath imports resolve only through its package `exports`, which the
      // node resolver does not read.
      'import-x/no-unresolved': ['error', { ignore: ['^better-auth/'] }],
    },
  },
  {
    // No import cycles among the server's files: a cycle makes the order modules load in decide
    // what is defined, and ties features that should depend one way. Type-only imports do not count
    // (they vanish at run time). Packages are not followed, which keeps lint quick.
    files: ['src/server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
);
