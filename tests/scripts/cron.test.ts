import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { opciones, resumen, urlCron } from '../../scripts/cron.mjs';

describe('scripts/cron.mjs (npm run cron)', () => {
  it('reads --ahora in both spellings, and no option means now', () => {
    expect(opciones([])).toEqual({ ahora: undefined });
    expect(opciones(['--ahora=2026-03-09T13:00:00Z'])).toEqual({ ahora: '2026-03-09T13:00:00Z' });
    expect(opciones(['--ahora', '2026-03-09T08:00:00-05:00'])).toEqual({ ahora: '2026-03-09T08:00:00-05:00' });
  });

  it('refuses an unknown option and an instant that is not one, in Spanish', () => {
    expect(opciones(['--ya']).error).toMatch(/^Opción desconocida: --ya/);
    expect(opciones(['--ahora=mañana']).error).toMatch(/^--ahora no es un instante ISO 8601: mañana/);
    expect(opciones(['--ahora=']).error).toMatch(/\(vacío\)/);
  });

  it('calls the local route with the instant encoded, and says what the run did', () => {
    expect(urlCron(8787)).toBe('http://127.0.0.1:8787/api/dev/cron');
    expect(urlCron(9000, '2026-03-09T08:00:00-05:00')).toBe(
      'http://127.0.0.1:9000/api/dev/cron?ahora=2026-03-09T08%3A00%3A00-05%3A00',
    );
    expect(
      resumen({
        ahora: '2026-03-09T13:00:00.000Z',
        recordatorios: 3,
        envios: { enviados: 5, reintentar: 1, fallidos: 0 },
      }),
    ).toBe(
      'Corrida del cron a las 2026-03-09T13:00:00.000Z:\n  recordatorios encolados: 3\n  mensajes enviados: 5, por reintentar: 1, fallidos: 0',
    );
  });

  it('says how many rows the run anonymised (issue 22)', () => {
    expect(
      resumen({
        ahora: '2026-03-09T13:00:00.000Z',
        recordatorios: 0,
        envios: { enviados: 0, reintentar: 0, fallidos: 0 },
        anonimizadas: { citas: 200, comentarios: 3, ventas: 1 },
      }).split('\n')[3],
    ).toBe('  anonimizadas: 200 citas, 3 comentarios, 1 ventas');
  });
});
