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

/** The path of the first link to `ruta` (e.g. '/mi-cita/') in a message's text, query included. */
export function enlaceEn(texto: string, ruta: string): string {
  const url = new RegExp(`https?://\\S+${ruta.replace(/\//g, '\\/')}[\\w-]+(\\?[\\w=&]+)?`).exec(texto)?.[0];
  expect(url, `a link to ${ruta}`).toBeTruthy();
  const u = new URL(url as string);
  return `${u.pathname}${u.search}`;
}
