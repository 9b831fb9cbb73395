/**
 * The import graph, checked on every `npm run lint` (docs/decisions/049-lint-and-layers.md):
 * tools/import-graph.ts fails on each violation of these rules, then on the layer order of
 * tools/layers.ts between folders and features. eslint-plugin-boundaries says who may import whom.
 * `npm run graph` draws the features' graph.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle means a lower layer reaches back up; features talk through index.ts or events.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain is shared by the server and the web: it imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'db-below-lib',
      severity: 'error',
      comment: 'db/ is the bottom of the server: lib/ uses the database, the database layer uses no lib/.',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: {
      dot: {
        collapsePattern:
          '^(apps/server/src/(features|plugins)/[^/]+|apps/web/src/(features|' +
          'components|app)/[^/]+|apps/[^/]+/src/[^/]+|packages/domain/src)',
      },
    },
  },
};
