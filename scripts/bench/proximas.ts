/**
 * The scale data goes in around the API, so no professional's "próxima cita disponible" is stored
 * yet: the local cron (POST /api/dev/cron) computes the stale ones, up to 200 a run, as it does
 * every few minutes in production. Run until all are: the list then reads stored values, as it
 * does once the cron has caught up.
 */
export async function calcularProximas(
  base: string,
  profesionales: number,
): Promise<{ corridas: number; segundos: number }> {
  const t0 = performance.now();
  const corridas = Math.ceil(profesionales / 200) + 2;
  for (let i = 0; i < corridas; i++) {
    const res = await fetch(`${base}/api/dev/cron`, { method: 'POST', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`POST /api/dev/cron respondió ${res.status}: ${await res.text()}`);
  }
  return { corridas, segundos: (performance.now() - t0) / 1000 };
}
