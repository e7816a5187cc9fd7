/** The local mailbox (`/api/dev/correos`, where nothing real is sent) as the journeys read it. */
import { expect } from 'vitest';
import { apiCall } from './support';

type Correo = { id: number; para: string; asunto: string; canal?: string };

/** The newest message to `para` whose subject matches, once it is there (polls). */
export async function correoA(para: string, asunto: RegExp): Promise<{ asunto: string; texto: string }> {
  let encontrado: Correo | undefined;
  await expect
    .poll(
      async () => {
        const { json } = await apiCall<{ succes: Correo[] }>('/api/dev/correos');
        encontrado = json.succes.find((c) => c.para === para && asunto.test(c.asunto));
        return Boolean(encontrado);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const { json } = await apiCall<{ succes: { asunto: string; texto: string } }>(`/api/dev/correos/${encontrado?.id}`);
  return json.succes;
}

/** The path of the first link to `ruta` (e.g. '/mi-cita/') in a message's text, without a query. */
export function enlaceEn(texto: string, ruta: string): string {
  const url = texto.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.startsWith(ruta) && !u.includes('?'));
  expect(url, `a link to ${ruta}`).toBeTruthy();
  return new URL(url as string).pathname;
}
