/**
 * How long the end-to-end stories wait, in one place (issue 32): support.ts gives it to every
 * browser context (actions, locators, navigations) and vitest.config.ts to `expect.poll` and to
 * each story as a whole. A story waits for what a user waits for (a role, a text, an answer),
 * never a fixed time; this is only how long it may wait before it fails. The machine is shared:
 * a first load has been seen to take 15 s under load.
 */
export const ESPERA_MS = 20_000;

/** A whole story, its hooks included: a few long waits in a row. */
export const HISTORIA_MS = 3 * ESPERA_MS;
