/** The signed-in cuenta's two-step sign-in calls (routes/dos-pasos.ts), through the one client. */
import type { ConfiguracionDosPasos, EstadoDosPasos, Recuperacion } from '../../../../common/wire/dos-pasos';
import type { Succes } from '../../../../common/wire/sobre';
import { textosDosPasos } from '../../i18n/es/dos-pasos';
import { api } from '../../lib/api-client';

const textos = textosDosPasos.panel;

export const estadoDosPasos = () => api.get<Succes<EstadoDosPasos>>('/api/user/dos-pasos').then((r) => r.succes);

export const configurarDosPasos = () =>
  api.post<Succes<ConfiguracionDosPasos>>('/api/user/dos-pasos/configurar', {}).then((r) => r.succes);

/** Quiet: the set-up shows a refused code beside its field. */
export const activarDosPasos = (codigo: string) =>
  api
    .post<Succes<Recuperacion>>('/api/user/dos-pasos/activar', { codigo }, { quiet: true })
    .then((r) => r.succes.recuperacion);

export const nuevosCodigos = (codigo: string) =>
  api
    .post<Succes<Recuperacion>>('/api/user/dos-pasos/recuperacion', { codigo: codigo.trim() })
    .then((r) => r.succes.recuperacion);

export const desactivarDosPasos = (password: string, codigo: string) =>
  api.post<Succes<string>>(
    '/api/user/dos-pasos/desactivar',
    { password, codigo: codigo.trim() },
    { toasts: { success: textos.desactivada } },
  );
