import { describe, expect, it } from 'vitest';
import { callJson } from '../helpers';
import { AHORA, agendarCita, consultorio, despues, JUEVES, libres, llenar, nuevaIp, ofertaDirecta } from './fixtures';

/** Decision 0022: while an oferta of the lista de espera lives, its franja is nobody else's. */
describe('a live oferta keeps its franja for 20 minutes', () => {
  it('shows the franja taken in the day’s availability', async () => {
    const f = await consultorio();
    expect(await libres(f)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    await ofertaDirecta(f, { hora: '09:30', fin: '10:00' });
    expect(await libres(f)).toEqual(['09:00', '10:00', '10:30']);
  });

  it('refuses a normal booking of it with 409 and says why', async () => {
    const f = await consultorio();
    await ofertaDirecta(f);
    const { status, json } = await agendarCita(f, { hora: '09:00' });
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Esa franja está apartada por unos minutos para una persona de la lista de espera. Elija otra franja.',
    );
    // a visit that would only cross it is refused too; the next franja is free
    expect((await agendarCita(f, { hora: '09:30' })).status).toBe(201);
  });

  it('lets anyone book it once its 20 minutes passed', async () => {
    const f = await consultorio();
    await ofertaDirecta(f, { expira: despues(20) });
    expect((await agendarCita(f, { now: despues(19) })).status).toBe(409);
    expect((await agendarCita(f, { now: despues(21) })).status).toBe(201);
  });

  it('refuses to move another cita into it', async () => {
    const f = await consultorio();
    const [cita] = await llenar(f, ['10:30']);
    await ofertaDirecta(f);
    const { status, json } = await callJson(`/api/cita/gestion/${cita.gestion}/reprogramar`, {
      body: { fecha: JUEVES, hora_inicio: '09:00' },
      encoding: 'json',
      headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
    });
    expect(status).toBe(409);
    expect(json.message).toMatch(/apartada .* lista de espera/);
  });
});
