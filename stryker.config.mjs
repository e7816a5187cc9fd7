// `npm run mutation`: StrykerJS mutates the pure rules and runs the `nucleo` Vitest project (plain
// Node) against each mutant; outside `npm test`. Scores per module: docs/benchmarks.md.
// StrykerJS 9.6.1, not 10: 10 needs Node 22 and our machines run Node 20.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.nucleo.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // two other test runs share this machine's 2 cores
  concurrency: 2,
  mutate: [
    // common/'s rules; its data and contract are left out: the wire's answer types and the request
    // bodies' schemas with their Spanish messages (common/wire/, common/cuerpos/, common/textos/:
    // tested through the API in workerd), the table of each page's first reads and the names of
    // the first screen and the human check (constants the E2E stories exercise)
    'common/**/*.ts',
    '!common/wire/**',
    '!common/cuerpos/**',
    '!common/textos/**',
    '!common/primeras-lecturas.ts',
    '!common/primera-pantalla.ts',
    '!common/verificacion.ts',
    // the search box's vocabulary (issue 37): data, every mutant static (it reran every test each)
    '!common/condiciones.ts',
    '!common/especialidades.ts',
    // the pure rules of the use cases (docs/benchmarks.md names each); their queries and writes
    // run in workerd, where this runner cannot go
    'worker/agenda/revisar-franja.ts',
    'worker/citas/solicitud-cita.ts',
    'worker/citas/armar-recordatorios.ts',
    'worker/ventas/liquidar.ts',
    'worker/ventas/impedimento.ts',
    'worker/ventas/pagos/resultados.ts',
    'worker/tienda/aplicar-cupon.ts',
    'worker/tienda/faltantes.ts',
  ],
  // the sandbox needs only what the nucleo project imports
  ignorePatterns: [
    '/web',
    '/migrations',
    '/docs',
    '/tests/web',
    '/tests/e2e',
    '/tests/worker',
    '/test-results',
    '/reports',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Stryker rewrites the tsconfig's paths that leave its sandbox with TypeScript's JS API, which
  // TypeScript 7 (tsgo) no longer has (ts.parseConfigFileTextToJson); ours leave nothing, so it
  // is pointed at no file and skips the rewrite
  tsconfigFile: '(none)',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
