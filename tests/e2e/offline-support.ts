/** Steps shared by the offline journeys: a page controlled by the service worker, the cache filled. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Chromium's console line for a request made while offline (the page handles it). */
export const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/];

/**
 * Waits for the service worker to be active (its precache done), then reloads once so it
 * controls the page: from then on the page's requests go through it.
 */
export async function conServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The URLs (path + query) kept in a service-worker cache whose name starts with `cache`. */
export const enCache = (page: Page, cache: string) =>
  page.evaluate(async (prefijo) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefijo)) continue;
      for (const req of await (await caches.open(name)).keys()) {
        const u = new URL(req.url);
        urls.push(u.pathname + u.search);
      }
    }
    return urls;
  }, cache);

/** The offline indicator every screen shows without a connection. */
export const indicador = (page: Page) => page.getByText('Sin conexión: estás viendo información guardada.');
