/**
 * The main thread's blocking on a first visit, measured in real Chromium (part of `npm run bench`):
 * the CPU slowed 4× as Lighthouse's mobile profile does, the network not throttled. Each long task
 * (> 50 ms) after the first contentful paint adds what it lasted beyond 50 ms: the observed
 * counterpart of Lighthouse's TBT. Lighthouse's own figure is simulated (Lantern) from a trace
 * whose first frame headless Chromium often presents a second or two late
 * (GoogleChrome/lighthouse#17148), which moves the window TBT counts in; this one is not.
 */
import { chromium } from 'playwright-core';

export type Bloqueo = {
  ruta: string;
  /** the median run's blocking after FCP, ms */
  bloqueo: number;
  /** every run's blocking after FCP, ms, in order */
  corridas: number[];
  /** the median run's long tasks (count) and their longest, ms */
  largas: number;
  maxima: number;
  /** the median run's FCP and LCP, ms after navigation (4× CPU, local network) */
  fcp: number;
  lcp: number;
};

type Corrida = { bloqueo: number; largas: number; maxima: number; fcp: number; lcp: number };

/** Visits `base + ruta` `veces` times, each in a fresh context (no cache, no service worker). */
export async function bloqueoDelHilo(base: string, rutas: string[], veces = 3): Promise<Bloqueo[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const salida: Bloqueo[] = [];
    for (const ruta of rutas) {
      const corridas: Corrida[] = [];
      for (let i = 0; i < veces; i++) corridas.push(await corrida(browser, base + ruta));
      const orden = [...corridas].sort((a, b) => a.bloqueo - b.bloqueo);
      const m = orden[Math.floor((orden.length - 1) / 2)];
      salida.push({ ruta, ...m, corridas: corridas.map((c) => c.bloqueo) });
    }
    return salida;
  } finally {
    await browser.close();
  }
}

async function corrida(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<Corrida> {
  // Lighthouse's mobile screen (Moto G Power): 412 × 823 at 1.75 device pixels per CSS pixel
  const ctx = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __largas: [number, number][]; __lcp: number };
      w.__largas = [];
      w.__lcp = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__largas.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // what the first screen does after load (its reads, the deferred chunks) lands in this window
    await page.waitForTimeout(4000);
    const { largas, fcp, lcp } = await page.evaluate(() => {
      const w = window as unknown as { __largas: [number, number][]; __lcp: number };
      const pintura = performance.getEntriesByName('first-contentful-paint')[0];
      return { largas: w.__largas, lcp: w.__lcp, fcp: pintura ? pintura.startTime : 0 };
    });
    const tras = largas.filter(([inicio]) => inicio >= fcp);
    return {
      bloqueo: Math.round(tras.reduce((s, [, d]) => s + Math.max(0, d - 50), 0)),
      largas: tras.length,
      maxima: Math.round(Math.max(0, ...tras.map(([, d]) => d))),
      fcp: Math.round(fcp),
      lcp: Math.round(lcp),
    };
  } finally {
    await ctx.close();
  }
}
