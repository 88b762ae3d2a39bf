// Import rules checked by `npm run lint:imports` (part of `npm test`): who may import whom.
// The reasons are in docs/decisions/003-checks-that-keep-the-layout.md. The rules match resolved
// paths, so `#api/db/client.js`, `#web/lib/api-client.ts` (package.json "imports", decision 081)
// and a relative path to the same file are the same import; the comments speak in those names.

// The folders that `#api/*` and `#web/*` name.
const API = '^apps/api/src/';
const WEB = '^apps/web/src/';
// `#api/card-processors/`: the card processors (their interface, registry and one folder per
// processor). Renaming the folder changes this line only.
const CARD_PROCESSORS = `${API}card-processors/`;
// A route module: `routes.ts` or `<something>-routes.ts`, wherever it lives.
const ROUTE_MODULE = '(^|/)routes\\.ts$|-routes\\.ts$';
const FEATURES = `${WEB}features/`;
const API_MODULES = `${API}modules/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is pure logic shared by the apps: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'apps-import-no-testing-code',
      comment:
        '@parking/domain/testing holds slow reference implementations: tests and benches only.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/domain/src/testing/' },
    },
    {
      name: 'apps-import-each-other-never',
      comment: 'The web app and the API share code through packages/domain only.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/(web|api)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment:
        '#web/components/ and #web/lib/ serve every feature, so they import no #web/features/ (nor #web/app/, which composes the features).',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-lib-imports-no-component',
      comment:
        '#web/lib/ is plumbing below the presentational pieces: #web/components/ import it, not back.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: 'features-meet-through-index-only',
      comment:
        'A feature imports another feature only through its index, #web/features/<name>/index.ts (docs/decisions/021).',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'payment-feature-imports-no-feature',
      comment:
        '#web/features/payment/ is shared by every flow that takes money, so it imports no other feature (docs/decisions/021).',
      severity: 'error',
      from: { path: `${FEATURES}payment/` },
      to: { path: FEATURES, pathNot: `${FEATURES}payment/` },
    },
    {
      name: 'payment-feature-prices-nothing',
      comment:
        "features/payment pays the priced items its flows give it: what a rate costs is the flow's to say (domain pricing), not the payment feature's (docs/decisions/078).",
      severity: 'error',
      from: { path: `${FEATURES}payment/` },
      to: { path: '^packages/domain/src/pricing/' },
    },
    {
      name: 'card-processors-import-no-route-module',
      comment:
        "Card processors are called by routes and jobs; they never reach back into a route module (the sandbox's own HTTP side, which plays the processor's browser API, lives with it).",
      severity: 'error',
      from: { path: CARD_PROCESSORS },
      to: { path: ROUTE_MODULE, pathNot: CARD_PROCESSORS },
    },
    {
      name: 'card-processors-import-no-module',
      comment:
        'Card processors know nothing of our resources: #api/modules/ use them, never the reverse.',
      severity: 'error',
      from: { path: CARD_PROCESSORS },
      to: { path: `${API}modules/` },
    },
    {
      name: 'payment-core-imports-no-flow',
      comment:
        "#api/modules/payment knows no flow: each flow registers its product with it (docs/decisions/075). Besides its own folder it may use only the places' reads (customer) and the SMS reminder's summary (reminder).",
      severity: 'error',
      from: { path: `${API_MODULES}payment/` },
      to: { path: API_MODULES, pathNot: `${API_MODULES}(payment|customer|reminder)/` },
    },
    {
      name: 'no-import-circles',
      comment:
        'A circle of imports has no layer to read first; issue 23 took the last eight out (the payment core and its settles, the web routes around lazy-pages.ts): this keeps them out.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'imports-resolve',
      comment:
        'Every import must resolve, or the rules above would pass for the wrong reason (a path they cannot see).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    babelConfig: { fileName: 'scripts/import-rules/babel.config.mjs' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      // 'source' first: `#api/*` and `@parking/domain` resolve to their TypeScript sources, as
      // under tsc and tsx, not to a dist that may be stale or missing (decision 081).
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
