// The layer rules of docs/architecture.md ("Layers the build enforces"), checked by
// `npm run lint` (`depcruise src`). Type-only imports count: an arrow the wrong way through a
// type still ties two layers together, and a cycle through types is still a cycle.

const SHELL = '^src/main/(shell/|index\\.ts$)';
const ASSEMBLY = '^src/main/(profiles|createServices)\\.ts$';
// The two programs' tops: the Electron shell and the browser preview.
const TOPS = [SHELL, '^src/web/'];
// Tests, the `testing/` folders of helpers and fixtures beside the code they drive, and test/.
const TEST_CODE = ['\\.test\\.tsx?$', '/testing/', '^test/'];
// Where the shipped programs start (electron.vite.config.ts, vite.preview.config.ts, and
// `npm run sandbox`); production code is what these reach.
const ENTRIES = [
  '^src/main/index\\.ts$',
  '^src/main/services/demo/simulatorChild\\.ts$',
  '^src/main/cache/cacheCheckChild\\.ts$',
  '^src/preload/index\\.ts$',
  '^src/renderer/src/main\\.tsx$',
  '^src/web/cli\\.ts$',
  '^src/sandbox/cli\\.ts$',
];
// Type declarations and folder barrels are reached by name, not by an import graph.
const NOT_REACHED_BY_IMPORTS = ['\\.d\\.ts$', '/index\\.ts$'];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = [
  {
    name: 'no-cycles',
    severity: 'error',
    comment: 'Modules form layers; a cycle, even through types only, makes two of them one.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'electron-only-in-shell-ipc-preload',
    severity: 'error',
    comment:
      'Everything but the Electron shell, the IPC registration and the preload runs in plain ' +
      'Node and behind the browser preview.',
    from: { path: '^src/', pathNot: [SHELL, '^src/main/ipc/', '^src/preload/'] },
    // Resolved into node_modules (a linked one resolves to its real path).
    to: { path: '^electron$|(^|/)node_modules/electron/' },
  },
  {
    name: 'ipc-not-to-shell-or-preview',
    severity: 'error',
    comment: 'The shell and the preview both carry the IPC layer; it depends on neither.',
    from: { path: '^src/main/ipc/', pathNot: TEST_CODE },
    to: { path: TOPS },
  },
  {
    name: 'assembly-not-up',
    severity: 'error',
    comment: 'profiles.ts and createServices.ts build the services for whichever program runs.',
    from: { path: ASSEMBLY, pathNot: TEST_CODE },
    to: { path: ['^src/main/ipc/', ...TOPS] },
  },
  {
    name: 'services-not-to-ipc',
    severity: 'error',
    comment: 'Services know nothing of how they are called; the IPC layer calls them.',
    from: { path: '^src/main/services/', pathNot: TEST_CODE },
    to: { path: '^src/main/ipc/' },
  },
  {
    name: 'services-not-to-app-wiring',
    severity: 'error',
    comment:
      'profiles.ts and createServices.ts assemble the services; a service never reaches back up.',
    from: { path: '^src/main/services/', pathNot: TEST_CODE },
    to: { path: [ASSEMBLY, ...TOPS] },
  },
  {
    name: 'ipc-not-to-cache',
    severity: 'error',
    comment: 'The IPC layer reaches stored data only through the services.',
    from: { path: '^src/main/ipc/', pathNot: TEST_CODE },
    to: { path: '^src/main/cache/' },
  },
  {
    name: 'below-services-not-up',
    severity: 'error',
    comment:
      'The API client, the cache, the keychain, the event hub and the log are used by the ' +
      'services and never use them, the IPC layer or the shell.',
    from: { path: '^src/main/(api|cache|secrets|events|logging)/', pathNot: TEST_CODE },
    to: { path: ['^src/main/(services|ipc)/', ASSEMBLY, ...TOPS] },
  },
  {
    name: 'sandbox-not-to-main',
    severity: 'error',
    comment:
      'The simulator stands for the provider: it shares src/shared, never the client, so a ' +
      "mistake in the client's code cannot be hidden by the same code in the server.",
    from: { path: '^src/sandbox/', pathNot: TEST_CODE },
    to: { path: '^src/(main|web|renderer|preload)/' },
  },
  {
    name: 'main-to-sandbox-only-for-the-demo',
    severity: 'error',
    comment:
      'The app meets the simulator only as the demo account, which runs it in a child process.',
    from: { path: '^src/main/', pathNot: ['^src/main/services/demo/', ...TEST_CODE] },
    to: { path: '^src/sandbox/' },
  },
  {
    name: 'web-not-to-electron-shell',
    severity: 'error',
    comment:
      'The browser preview runs without Electron; what it shares with the shell lives below both.',
    from: { path: '^src/web/', pathNot: TEST_CODE },
    to: { path: [SHELL, '^src/preload/'] },
  },
  {
    name: 'shared-is-a-leaf',
    severity: 'error',
    comment: 'src/shared feeds main, the renderer, the simulator and the preview; it imports none.',
    from: { path: '^src/shared/' },
    to: { path: '^src/(main|renderer|sandbox|web|preload)/' },
  },
  {
    name: 'renderer-not-to-main',
    severity: 'error',
    comment: 'The renderer reaches main only through the bridge (src/renderer/src/bridge).',
    from: { path: '^src/renderer/' },
    to: { path: '^src/(main|preload|web|sandbox)/' },
  },
  {
    name: 'production-not-to-test-code',
    severity: 'error',
    comment: 'Test helpers and fixtures never ship: production code does not import them.',
    from: { path: '^src/', pathNot: TEST_CODE },
    to: { path: [...TEST_CODE, '[Ff]ixture'] },
  },
  {
    name: 'production-code-is-reached',
    severity: 'error',
    comment:
      'A file outside testing/ that no program reaches is a test helper in a production ' +
      'folder (move it to a testing/ folder) or dead code.',
    from: { path: ENTRIES },
    to: {
      path: '^src/',
      pathNot: [...ENTRIES, ...TEST_CODE, ...NOT_REACHED_BY_IMPORTS, '^src/renderer/src/features/'],
      reachable: false,
    },
  },
];

// The renderer's own layers (docs/architecture.md, "The renderer's layers"): state/ and data/
// (app-wide stores and the read cache) and components/ below the features and the shell,
// features side by side, the app shell composing features through each one's index.
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const rendererRules = [
  {
    name: 'renderer-state-not-up',
    severity: 'error',
    comment:
      'state/ and data/ hold what the shell and every feature read (accounts, current account, ' +
      'navigation, jobs, the read cache); they never reach up into components, a feature or the shell.',
    from: { path: '^src/renderer/src/(state|data)/', pathNot: TEST_CODE },
    to: { path: '^src/renderer/src/(app/|features/|components/|App\\.tsx$)' },
  },
  {
    name: 'renderer-components-not-to-app-or-features',
    severity: 'error',
    comment: 'components/ holds what features share; it never reaches up into them or the shell.',
    from: { path: '^src/renderer/src/components/', pathNot: TEST_CODE },
    to: { path: '^src/renderer/src/(app/|features/|App\\.tsx$)' },
  },
  {
    name: 'renderer-no-feature-to-feature',
    severity: 'error',
    comment:
      'Features compose in the app shell; what two features share moves to state/, ' +
      'components/ or src/shared.',
    from: { path: '^src/renderer/src/features/([^/]+)/', pathNot: TEST_CODE },
    to: { path: '^src/renderer/src/features/', pathNot: '^src/renderer/src/features/$1/' },
  },
  {
    name: 'renderer-app-through-feature-entry',
    severity: 'error',
    comment: 'The shell uses a feature through its index, never through its store or internals.',
    from: { path: '^src/renderer/src/(app/|App\\.tsx$)', pathNot: TEST_CODE },
    to: {
      path: '^src/renderer/src/features/[^/]+/',
      pathNot: '^src/renderer/src/features/[^/]+/index\\.tsx?$',
    },
  },
  {
    name: 'renderer-feature-code-is-reached',
    severity: 'error',
    comment: 'As production-code-is-reached, for the features.',
    from: { path: ENTRIES },
    to: {
      path: '^src/renderer/src/features/',
      pathNot: [...TEST_CODE, ...NOT_REACHED_BY_IMPORTS],
      reachable: false,
    },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...layerRules, ...rendererRules],
  options: {
    // Count `import type` and type-only re-exports too.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    progress: { type: 'none' },
  },
};
