/**
 * End-to-end support: real Chromium (Debian's, or CHROME_PATH) driven by playwright-core,
 * against the server scripts/e2e.mjs started. Every page records console errors, and
 * `expectAccessible` runs axe-core (no serious or critical violations). Every wait lasts
 * ESPERA_MS (espera.ts); a story that fails leaves its screenshot, trace and server log
 * (artefactos.ts). No story is tried twice: a failure is a failure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { DOS_PASOS } from '../../common/wire/dos-pasos';
import { CHROMIUM } from '../../scripts/chromium.mjs';
import { DEMO } from '../../scripts/seed/datos';
import { codigoTotp, pasoDe, TOTP_PASO_S } from '../../worker/cuentas/totp';
import { alEmpezar, alTerminar, olvidarContextos, seguir } from './artefactos';
import { ESPERA_MS } from './espera';

export const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:8787';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;

/** Call once per spec file: one browser for the file, closed after it; each story's traces. */
export function setupBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM);
  });
  beforeEach(alEmpezar);
  afterEach(alTerminar);
  afterAll(async () => {
    await browser?.close();
    olvidarContextos();
  });
}

/**
 * A browser context made outside `open` (a persistent profile, `persistente`): the waits of the
 * others, and traced like them.
 */
export async function preparar(context: BrowserContext, { persistente = false } = {}) {
  context.setDefaultTimeout(ESPERA_MS);
  context.setDefaultNavigationTimeout(ESPERA_MS);
  await seguir(context, { persistente });
}

export type Opened = { page: Page; context: BrowserContext; errors: string[] };

let clienteSeq = Math.floor(Math.random() * 60_000);
/**
 * An address of its own for each browser context and API call (the edge's CF-Connecting-IP, which
 * the local server takes as sent): the suite is many visitors, not one address that passes every
 * soft threshold of the human check (worker/plataforma/verificacion.ts) within minutes.
 */
export const clienteNuevo = () => {
  const n = clienteSeq++;
  return `10.${100 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
};

/** A fresh context (own storage) and page; `errors` collects console errors and page crashes. */
export async function open(
  path = '/',
  /** `ip`: the context's client address (else one of its own) */
  opts: { mobile?: boolean; csp?: boolean; javaScript?: boolean; ip?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: BASE,
    // the app's CSP forbids inline scripts but its own (by hash); axe-core is injected inline by
    // expectAccessible, so the CSP is enforced only where a test asks for it
    bypassCSP: !opts.csp,
    javaScriptEnabled: opts.javaScript ?? true,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: opts.mobile ? { width: 360, height: 740 } : { width: 1280, height: 860 },
    isMobile: opts.mobile,
    hasTouch: opts.mobile,
    extraHTTPHeaders: { 'cf-connecting-ip': opts.ip ?? clienteNuevo() },
  });
  await preparar(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  if (opts.javaScript ?? true) await enVivo(page);
  return { page, context, errors };
}

/**
 * Until React holds every control the page shows in #root: the Worker's drawn HTML hydrated, or
 * index.html's prerendered frame replaced. Before that a click may reach plain HTML and do nothing
 * (the load event comes before a lazy screen's chunk has hydrated it); a patient's tap in that
 * window is the app's concern (web/build/marco.js keeps the tap on 'Agendar cita'), not each story's.
 */
export async function enVivo(page: Page) {
  await page.waitForFunction(() => {
    const raiz = document.getElementById('root');
    if (!raiz) return true;
    const controles = [...raiz.querySelectorAll('a[href], button, input, select, textarea')];
    return controles.length > 0 && controles.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  });
}

/** Opens the panel's account menu ('Mi cuenta') and chooses one of its actions. */
export async function accionDeCuenta(page: Page, nombre: string) {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('button', { name: nombre }).click();
}

/**
 * axe-core, run once: no serious or critical violations on what the page shows now. It runs with
 * the browser asking for reduced motion, which sonner's toasts honour (no transitions): a toast on
 * its way in or out is measured as drawn or gone, never at partial opacity (a false contrast failure).
 */
export async function expectAccessible(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
}

/** Asserts no console errors were seen (network 4xx answers the test provoked can be allowed by pattern). */
export function expectNoConsoleErrors(errors: string[], allow: RegExp[] = []) {
  expect(errors.filter((e) => !allow.some((re) => re.test(e)))).toEqual([]);
}

/** Calls the API of the running server directly (fixtures, checks). */
export async function apiCall<T = any>(
  path: string,
  init: { method?: string; body?: Record<string, unknown>; token?: string } = {},
) {
  const res = await fetch(`${BASE}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      Authorization: `Bearer ${init.token ?? 'null'}`,
      'cf-connecting-ip': clienteNuevo(),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(ESPERA_MS),
  });
  const json = (await res.json().catch(() => null)) as T;
  return { status: res.status, json };
}

/**
 * Signs in through the API; the demo admin's second step is answered with a code of the demo secret
 * (scripts/seed/datos.ts). A code is accepted once (its step must be later than the last one used):
 * the admin's session is kept for the run in E2E_STATE and reused, and a code already taken is
 * followed by the next step's, as a phone a little ahead would give it.
 */
export async function login(email: string, password = 'CitaSalud2026!') {
  const guardada = email === DEMO.admin.email ? sesionGuardada() : null;
  if (guardada) return guardada;
  const primero = await apiCall<{ succes?: string; error?: string; desafio?: string }>('/api/user/auth', {
    body: { email, password },
  });
  if (primero.json.error !== DOS_PASOS || !primero.json.desafio) return primero.json.succes as string;
  const token = await conCodigo(primero.json.desafio, DEMO.secretoDosPasos);
  if (email === DEMO.admin.email && process.env.E2E_STATE)
    writeFileSync(join(process.env.E2E_STATE, 'sesion-admin.json'), JSON.stringify({ token, at: Date.now() }));
  return token;
}

/** The demo admin's session of this run, while well inside its idle limit (30 minutes). */
function sesionGuardada(): string | null {
  if (!process.env.E2E_STATE) return null;
  try {
    const { token, at } = JSON.parse(readFileSync(join(process.env.E2E_STATE, 'sesion-admin.json'), 'utf8'));
    if (Date.now() - at > 15 * 60_000) return null;
    writeFileSync(join(process.env.E2E_STATE, 'sesion-admin.json'), JSON.stringify({ token, at: Date.now() }));
    return token;
  } catch {
    return null;
  }
}

/** The second step with a code of `secreto`: this step's, else the next one's (once it is the last taken). */
export async function conCodigo(desafio: string, secreto: string): Promise<string> {
  for (let intento = 0; intento < 3; intento++) {
    const paso = pasoDe(Date.now());
    for (const p of [paso, paso + 1]) {
      const codigo = await codigoTotp(secreto, Date.now(), p);
      const { status, json } = await apiCall<{ succes: string }>('/api/user/auth/codigo', {
        body: { desafio, codigo },
      });
      if (status === 200) return json.succes;
    }
    // both taken already: the step after them starts within 30 s, and its code is new
    await expect
      .poll(() => pasoDe(Date.now()), { timeout: TOTP_PASO_S * 1000 + ESPERA_MS, interval: 500 })
      .toBeGreaterThan(paso);
  }
  throw new Error('no code of the demo secret was accepted');
}
