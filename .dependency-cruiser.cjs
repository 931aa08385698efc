// The module boundaries (issue 28, item 4; docs/decisions/0018-module-boundaries.md), kept by `npm run check:boundaries`.
// Type-only imports count: a cycle through a type is still two files that must change together.
// dependency-cruiser loads this file with require(), so it is CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readdirSync } = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

// A server module is a folder of src/server/modules, or a folder inside one with its own index.ts (as
// payments/gateways), which is then a module of its own (scripts/module-graph.mjs reads them the same way).
// MODULE matches the module a path under src/server/modules/ starts with, the nested ones first.
const nestedModules = readdirSync(path.join(__dirname, 'src/server/modules'), { recursive: true })
  .map((file) => String(file).split(path.sep).join('/'))
  .filter((file) => file.endsWith('/index.ts') && file.split('/').length > 2)
  .map((file) => file.slice(0, -'/index.ts'.length))
  .sort((a, b) => b.length - a.length);
const MODULE = `(?:${[...nestedModules.map((folder) => folder.replaceAll('.', '\\.')), '[^/]+'].join('|')})`;
// After a module's folder: not a folder that is a nested module's (the folder's own name, as `gateways/`).
const NOT_NESTED = nestedModules.length
  ? `(?!(?:${nestedModules.map((folder) => folder.split('/').pop()).join('|')})/)`
  : '';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle anywhere in src/: each module can be read, tested and moved on its own.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment:
        'src/shared/domain is pure rules: it imports only itself (messages map its refusals from outside).',
      from: { path: '^src/shared/domain/' },
      to: { path: '^src/', pathNot: '^src/shared/domain/' },
    },
    {
      name: 'shared-imports-neither-server-nor-web',
      severity: 'error',
      comment: 'src/shared is read by both sides, so it depends on neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-imports-no-web-file',
      severity: 'error',
      comment: 'The server never imports the web app: what both need lives in src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      comment:
        'A web feature imports components/, lib/ or shared/, never another feature: what two share moves out of both.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'src/web/components and src/web/lib are what features share: importing a feature from there would let one feature reach another through them.',
      from: { path: '^src/web/(components|lib)/' },
      to: { path: '^src/web/(features|routes)/' },
    },
    {
      name: 'modules-import-each-other-through-index',
      severity: 'error',
      comment:
        'Server code outside a module imports it only through its index.ts, what it chose to show; inside a module, files import each other directly. Test code may reach in.',
      // $1: the importer's module, none outside src/server/modules.
      from: {
        path: `^src/server/(?:modules/(${MODULE})/|(?!modules/))`,
        pathNot: '(\\.test\\.tsx?$|^src/server/testing/)',
      },
      to: {
        path: '^src/server/modules/',
        // Allowed: any module's index.ts, or a file of the importer's own module but not of a module nested in it.
        pathNot: `^src/server/modules/(?:${MODULE}/index\\.ts$|$1/${NOT_NESTED})`,
      },
    },
    {
      name: 'server-domain-imports-no-module',
      severity: 'error',
      comment:
        "src/server/domain is the domain's rules as SQL that many modules share: it reads shared, the database and itself, never a module.",
      from: { path: '^src/server/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/', pathNot: '^src/(shared|server/(db|domain))/' },
    },
    {
      name: 'production-code-imports-no-test-code',
      severity: 'error',
      comment: 'Stand-ins, test hooks and harnesses under src/server/testing are for tests only.',
      from: { path: '^src/', pathNot: '(\\.test\\.tsx?$|^src/server/testing/)' },
      to: { path: '^src/server/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.react-router/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
