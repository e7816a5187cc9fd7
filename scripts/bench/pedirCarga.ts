/**
 * One HTTP call of `npm run bench:load`, timed and noted by call: its status, its latency, and
 * whether it was unexpected (a 5xx or a network error).
 */

type Medida = { n: number; estados: Map<string, number>; ms: number[] };
/** What the run has seen so far: per call, its answers; the unexpected ones and a few examples. */
export const registro = {
  base: '',
  medidas: new Map<string, Medida>(),
  inesperadas: 0,
  ejemplos: [] as string[],
};

function anotar(clave: string, estado: string, ms: number) {
  const m: Medida = registro.medidas.get(clave) ?? { n: 0, estados: new Map(), ms: [] };
  m.n++;
  m.estados.set(estado, (m.estados.get(estado) ?? 0) + 1);
  m.ms.push(ms);
  registro.medidas.set(clave, m);
}

export const percentil = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

type Respuesta = { status: number; json: any };

export async function pedirCarga(
  clave: string,
  path: string,
  ip: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Respuesta> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${registro.base}${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer null',
        'cf-connecting-ip': ip,
        ...(init.json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const texto = await res.text();
    anotar(clave, String(res.status), performance.now() - t0);
    if (res.status >= 500) {
      registro.inesperadas++;
      if (registro.ejemplos.length < 10) registro.ejemplos.push(`${clave} → ${res.status} ${texto.slice(0, 160)}`);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(texto);
    } catch {}
    return { status: res.status, json };
  } catch (err) {
    anotar(clave, 'red', performance.now() - t0);
    registro.inesperadas++;
    if (registro.ejemplos.length < 10) registro.ejemplos.push(`${clave} → ${String(err).slice(0, 160)}`);
    return { status: 0, json: null };
  }
}
