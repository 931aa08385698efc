// The module boundaries (issue 28, item 4; docs/decisions/0018-module-boundaries.md), kept by `npm run check:boundaries`.
// Type-only imports count: a cycle through a type is still two files that must change together.
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
