/** The local mailbox (`/api/dev/correos`, where nothing real is sent) as the journeys read it. */
import { expect } from 'vitest';
import { apiCall } from './support';

type Correo = { id: number; para: string; asunto: string; canal?: string };

/** The newest message to `para` whose subject matches, once it is there (polls). */
export async function correoA(para: string, asunto: RegExp): Promise<{ asunto: string; texto: string }> {
  let encontrado: Correo | undefined;
  await expect
    .poll(async () => {
      const { json } = await apiCall<{ succes: Correo[] }>('/api/dev/correos');
      encontrado = json.succes.find((c) => c.para === para && asunto.test(c.asunto));
      return Boolean(encontrado);
    })
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

/** The path and query of the newest e-mail confirmation link sent to `para` (`/login?confirmar=…`). */
export async function enlaceDeConfirmacion(para: string, asunto = /Confirme su (nuevo )?correo/): Promise<string> {
  const { texto } = await correoA(para, asunto);
  const url = texto.match(/https?:\/\/\S+\/login\?confirmar=[\w-]+/)?.[0];
  expect(url, 'a confirmation link').toBeTruthy();
  const { pathname, search } = new URL(url as string);
  return `${pathname}${search}`;
}

/** Confirms `para` with the link the registration e-mailed to it, as its owner would (through the API). */
export async function confirmarCorreo(para: string) {
  const token = new URLSearchParams((await enlaceDeConfirmacion(para)).split('?')[1]).get('confirmar');
  const { status } = await apiCall('/api/user/correo/confirmar', { body: { token } });
  expect(status).toBe(200);
}
