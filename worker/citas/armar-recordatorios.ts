/**
 * The messages of one batch of the reminder run (recordatorios.ts), built before its one write:
 * for each due cita read, the key that claims it only while it is as read, a fresh manage link
 * (valid until 30 days after its start) and its outbox rows, the e-mail and, when the paciente
 * accepted it, the WhatsApp template. No database: the rows in, the statements' JSON out.
 */
import { avisoPaciente, whatsappRecordatorio } from '../mensajes';
import { ENLACE_GESTION_MS } from './agendar';
import { datosAviso, type FilaAviso } from './datos-aviso';
import { nuevoEnlace } from './enlaces';

/** The three lists a batch's statements carry as JSON (recordatorios.ts RECLAMAR, ENLACES, MENSAJES). */
export type LoteArmado = {
  claves: { id: number; inicio: string; secuencia: number }[];
  enlaces: { cita: number; hash: string; expira_at: string }[];
  mensajes: Record<string, unknown>[];
};

/** The claims, manage links and messages of the due citas `filas`, with links to the app at `base`. */
export async function armarRecordatorios(filas: FilaAviso[], base: string): Promise<LoteArmado> {
  const lote: LoteArmado = { claves: [], enlaces: [], mensajes: [] };
  for (const f of filas) {
    const d = datosAviso(f);
    const expira_at = new Date(Date.parse(f.inicio) + ENLACE_GESTION_MS).toISOString();
    const enlace = await nuevoEnlace({ tipo: 'gestion', cita_id: f.id, expira_at });
    const correo = avisoPaciente('recordatorio', d, { base, gestion: enlace.token });
    lote.claves.push({ id: f.id, inicio: f.inicio, secuencia: f.secuencia });
    lote.enlaces.push({ cita: f.id, hash: enlace.fila.hash, expira_at });
    lote.mensajes.push({ cita: f.id, canal: 'correo', ...correo, html: correo.html ?? '', datos: {} });
    const whatsapp = f.whatsapp ? whatsappRecordatorio(d, base, enlace.token) : null;
    if (whatsapp) lote.mensajes.push({ cita: f.id, ...whatsapp, html: '', adjuntos: [] });
  }
  return lote;
}
