import { defineConfig } from 'vitest/config';

/**
 * The `nucleo` project: pure rules of common/ and of the Worker's use cases, in plain Node (no
 * workerd, no D1). vitest.config.ts lists it beside the other projects; StrykerJS's vitest runner
 * reads it alone (stryker.config.mjs), since that runner cannot drive the workers pool.
 */
export default defineConfig({
  test: { name: 'nucleo', include: ['tests/nucleo/**/*.test.ts'], environment: 'node' },
});
