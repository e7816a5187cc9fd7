/**
 * Lighthouse 12 (mobile, default simulated throttling) on one page, for `npm run bench`: the
 * scores, the metrics and when the browser really presented its first frame; the median of
 * several runs. CHROME_PATH names the browser (Debian's Chromium by default).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib';

export type Lh = {
  ruta: string;
  /** every run's performance score, in order (the row is the median run's) */
  corridas?: number[];
  /** when the browser presented its first contentful frame, unthrottled (ms after navigation) */
  fcpObservado?: number;
  fcp?: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: string;
  tbt: string;
  cls: string;
  error?: string;
};

/**
 * Chromium's paint holding, off with `--disable-features=PaintHolding`: a diagnostic only. In
 * headless runs here (and on PageSpeed Insights, GoogleChrome/lighthouse#17148) the first frame
 * is often presented one or two whole seconds after it was painted (viz withholds BeginFrames from
 * the page: `ThrottleUnresponsiveClient`), and Lantern then counts every request and task that
 * ended before that late paint. Without paint holding the stall did not occur in our runs.
 */
export const SIN_PAINT_HOLDING = '--disable-features=PaintHolding';

/** Lighthouse `veces` times on `url`: the median run by performance score, with every score. */
export function lighthouseMediana(url: string, ruta: string, veces: number, flags = ''): Lh {
  const runs = Array.from({ length: veces }, () => lighthouse(url, ruta, flags));
  const validas = runs.filter((r) => Number.isFinite(r.performance)).sort((a, b) => a.performance - b.performance);
  const mediana = validas[Math.floor((validas.length - 1) / 2)] ?? runs[0];
  return { ...mediana, corridas: runs.map((r) => r.performance) };
}

export function lighthouse(url: string, ruta: string, flags = ''): Lh {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const res = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage${flags ? ` ${flags}` : ''}`,
      '--max-wait-for-load=60000',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: chrome },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 240_000,
    },
  );
  const vacio = {
    ruta,
    performance: Number.NaN,
    accessibility: Number.NaN,
    'best-practices': Number.NaN,
    seo: Number.NaN,
    lcp: '',
    tbt: '',
    cls: '',
  };
  try {
    const lhr = JSON.parse(res.stdout);
    const s = (k: string) => Math.round((lhr.categories[k]?.score ?? Number.NaN) * 100);
    const a = (k: string) => lhr.audits[k]?.displayValue ?? '';
    const fallos = Object.values(lhr.categories as Record<string, { auditRefs: { id: string; weight: number }[] }>)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
      .filter(
        (au: { score: number | null; scoreDisplayMode: string }) =>
          au && au.score !== null && au.score < 0.9 && au.scoreDisplayMode !== 'informative',
      )
      .map((au: { id: string }) => au.id);
    return {
      ruta,
      performance: s('performance'),
      accessibility: s('accessibility'),
      'best-practices': s('best-practices'),
      seo: s('seo'),
      fcp: a('first-contentful-paint'),
      fcpObservado: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
      lcp: a('largest-contentful-paint'),
      tbt: a('total-blocking-time'),
      cls: a('cumulative-layout-shift'),
      error: fallos.length ? `por debajo de 0,9: ${[...new Set(fallos)].join(', ')}` : undefined,
    };
  } catch {
    return {
      ...vacio,
      error: (res.stderr || String(res.error ?? 'sin salida')).split('\n').slice(-3).join(' ').slice(0, 300),
    };
  }
}
