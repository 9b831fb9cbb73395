import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom (docs/decisions/016-boundaries-and-one-source.md). Every file of the apps
 * and the domain belongs to one element below; an import that no policy allows fails the lint.
 * Imports of the domain package (@inkwell/domain/...) and of npm packages are modules, not
 * elements, and are checked by the no-restricted-imports rules in eslint.config.js.
 *
 * Server: kernel (db/, lib/, config.ts) <- plugins/ and features/ <- demo/ <- app.ts / server.ts.
 *   A feature imports the kernel, its own files and another feature's public index.ts only:
 *   not plugins/ (what features share with plugins, like the session guard or the problem-details
 *   route schemas, lives in lib/). Plugins import the kernel only: never a feature.
 *   demo/ (the first start's demo data) is a user of the product: it imports the kernel and the
 *   features' index.ts, and only server.ts and tests import it.
 * Web: lib, i18n <- components <- features <- app.
 *   A feature imports components, lib, i18n, its own files and another feature's index.ts;
 *   components import no feature and nothing of app/; app/ composes (features' index.ts, and
 *   their pages for the router's lazy routes).
 * Tests may also import the test harness and fixtures (apps/server/test, apps/web/src/test);
 * fixtures use features through their index.ts like everyone else.
 */
const elements = [
  { type: 'server-kernel', pattern: 'apps/server/src/(db|lib)' },
  { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-plugin', pattern: 'apps/server/src/plugins' },
  { type: 'server-demo', pattern: 'apps/server/src/demo' },
  { type: 'server-test', pattern: 'apps/server/test' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/(lib|i18n)' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
];

/** Files that stand alone at the top of an app rather than in a folder of their own. */
const files = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'server-config', pattern: 'apps/server/src/config.ts' },
  { category: 'server-entry', pattern: 'apps/server/src/(app|server).ts' },
  { category: 'web-entry', pattern: 'apps/web/src/main.tsx' },
];

const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });
const toFile = (category) => ({ to: { file: { categories: category } } });
const from = (type) => (type.includes('entry') ? { file: { categories: type } } : { element: { type } });
const allow = (source, ...targets) => targets.map((target) => ({ from: from(source), allow: target }));
const ownFeature = (type) => to(type, { captured: { feature: '{{ from.captured.feature }}' } });
const publicIndex = (type) => to(type, { fileInternalPath: 'index.{ts,tsx}' });
const fromTests = (...targets) => targets.map((target) => ({ from: { file: { categories: 'test' } }, allow: target }));

const policies = [
  ...allow('server-kernel', to('server-kernel'), toFile('server-config')),
  ...allow('server-plugin', to('server-kernel'), toFile('server-config'), to('server-plugin')),
  ...allow(
    'server-feature',
    to('server-kernel'),
    toFile('server-config'),
    ownFeature('server-feature'),
    publicIndex('server-feature'),
  ),
  ...allow(
    'server-demo',
    to('server-kernel'),
    toFile('server-config'),
    publicIndex('server-feature'),
    to('server-demo'),
  ),
  ...allow(
    'server-entry',
    to('server-kernel'),
    toFile('server-config'),
    to('server-plugin'),
    publicIndex('server-feature'),
    to('server-demo'),
    toFile('server-entry'),
  ),
  ...allow(
    'server-test',
    to('server-kernel'),
    toFile('server-config'),
    toFile('server-entry'),
    publicIndex('server-feature'),
    to('server-test'),
  ),
  ...fromTests(to('server-test'), toFile('server-entry'), toFile('server-config'), to('server-demo')),
  ...allow('web-lib', to('web-lib')),
  ...allow('web-components', to('web-lib'), to('web-components')),
  ...allow('web-feature', to('web-lib'), to('web-components'), ownFeature('web-feature'), publicIndex('web-feature')),
  ...allow(
    'web-app',
    to('web-lib'),
    to('web-components'),
    to('web-app'),
    toFile('web-entry'),
    publicIndex('web-feature'),
    to('web-feature', { fileInternalPath: '**/pages/*.tsx' }),
  ),
  ...allow('web-test', to('web-lib'), to('web-components'), to('web-app'), publicIndex('web-feature'), to('web-test')),
  ...allow('web-entry', to('web-app'), to('web-lib')),
  ...fromTests(to('web-test')),
];

export const boundariesConfig = {
  files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/include': ['apps/**/*.{ts,tsx}'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
  },
};

/** `npx eslint -c eslint.boundaries.js <paths>` checks the boundaries alone. */
export default tseslint.config(
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  boundariesConfig,
);
