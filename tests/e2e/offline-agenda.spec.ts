import { describe, expect, it } from 'vitest';
import { conServiceWorker, enCache, indicador, OFFLINE_ERRORS } from './offline-support';
import { bogota, empezada } from './paciente-support';
import { accionDeCuenta, apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

type Cita = { id: number; nombre: string; fecha_cita: string; hora_inicio: string; atendido: number };
type Tablero = { citas: Cita[]; resumen: { atendidos: number; pendientes: number }[] };

describe("The professional's agenda without a connection", () => {
  it("A professional reads today's agenda offline, and an 'Atendido' taken offline is applied after reconnecting", async () => {
    const token = await login('doctora@citasalud.co');
    const antes = await apiCall<Tablero>('/api/medic/all/private', { token });
    const hoy = antes.json.citas.filter((c) => c.fecha_cita === bogota());
    // today's pending appointment already started when the seed gave one, else any started pending one
    const abierta = (c: Cita) => c.atendido === 0 && empezada(c);
    const pendiente = hoy.find(abierta) ?? antes.json.citas.find(abierta);
    expect(pendiente, 'the demo professional has pending appointments').toBeDefined();

    const { page, context, errors } = await open('/', { mobile: true });
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/panel/home');
    await conServiceWorker(page);
    await expect.poll(() => page.getByTestId('count-hoy').textContent()).toBe(String(hoy.length));
    // the private answers never went into the service worker's caches
    const guardadas = [...(await enCache(page, 'citasalud')), ...(await enCache(page, 'workbox'))];
    expect(guardadas.filter((u) => /medic\/all\/private|\/api\/users/.test(u))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await indicador(page).waitFor();
    await page.getByText(/^Información guardada el/).waitFor();
    await expect.poll(() => page.getByTestId('count-hoy').textContent()).toBe(String(hoy.length));
    const agenda = page.getByRole('region', { name: 'Agenda Hoy' });
    for (const c of hoy) await agenda.getByText(c.nombre).first().waitFor();
    await expectAccessible(page);

    if (pendiente!.fecha_cita !== bogota()) await page.getByRole('button', { name: /Pacientes pendientes/ }).click();
    const fila = page.locator(`tr[data-cita="${pendiente!.id}"]`);
    await fila.getByRole('button', { name: /^Atendido/ }).click();
    await fila.getByText('Atendida · pendiente de envío').waitFor();
    expect(
      (await apiCall<Tablero>('/api/medic/all/private', { token })).json.citas.find((c) => c.id === pendiente!.id),
    ).toMatchObject({ atendido: 0 });

    await context.setOffline(false); // fires `online`: the outbox sends it
    await expect
      .poll(
        async () =>
          (await apiCall<Tablero>('/api/medic/all/private', { token })).json.citas.find((c) => c.id === pendiente!.id)
            ?.atendido,
      )
      .toBe(1);
    // the dashboard reads the day again: the counts move and the notice of the saved copy goes
    await expect
      .poll(() => page.getByTestId('count-atendidos').textContent())
      .toBe(String(antes.json.resumen[0].atendidos + 1));
    await expect.poll(() => page.getByText(/^Información guardada el/).count()).toBe(0);
    await expect.poll(() => indicador(page).count()).toBe(0);
    expectNoConsoleErrors(errors, OFFLINE_ERRORS);
    await context.close();
  });

  it("After logout, the professional's agenda is no longer kept on the device", async () => {
    const token = await login('doctora@citasalud.co');
    const { page, context, errors } = await open('/');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/panel/home');
    await page.getByTestId('count-hoy').waitFor();
    const guardado = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const req = indexedDB.open('citasalud');
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              const tx = req.result.transaction('agenda', 'readonly');
              const count = tx.objectStore('agenda').count();
              count.onsuccess = () => {
                resolve(count.result);
                req.result.close();
              };
            };
          }),
      );
    await expect.poll(guardado).toBe(1);
    await accionDeCuenta(page, 'Cerrar sesión');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(guardado).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
