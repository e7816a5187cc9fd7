import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, bogotaNow } from '../../../common/fechas';
import { app } from '../../../worker';
import { makeCuenta } from '../helpers';

/** A moment long before today: from it, every date of this year is more than 365 days ahead. */
const HACE_ANIOS = '2000-01-03T13:00:00Z';

/** Availability of tomorrow (real Bogotá time) asked with `X-Test-Now`, under the given `APP_ENV`. */
async function disponibilidadDeManana(appEnv: string) {
  const profesional = await makeCuenta();
  const manana = addDays(bogotaNow().fecha, 1);
  const req = new Request(`http://localhost/api/medic/disponibilidad?id=${profesional.id}&fecha=${manana}`, {
    headers: { Accept: 'application/json', 'X-Test-Now': HACE_ANIOS },
  });
  const ctx = createExecutionContext();
  const res = await app.fetch(req, { ...env, APP_ENV: appEnv }, ctx);
  const json = (await res.json()) as { errors?: { fecha?: string[] } };
  await waitOnExecutionContext(ctx);
  return { status: res.status, json };
}

describe('the request clock (X-Test-Now)', () => {
  it('moves the clock under APP_ENV=test, so tomorrow is past the 365-day limit', async () => {
    const { status, json } = await disponibilidadDeManana('test');
    expect(status).toBe(422);
    expect(json.errors?.fecha).toEqual(['Solo se pueden agendar citas en los próximos 365 días.']);
  });

  it('is ignored outside APP_ENV=test: tomorrow stays bookable on the real clock', async () => {
    const { status } = await disponibilidadDeManana('production');
    expect(status).toBe(200);
  });
});
