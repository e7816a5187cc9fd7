/**
 * The panel's kind of outbox item: how an 'Atendido' taken offline reaches the server
 * (lib/outbox-envios.ts), quietly (the outbox reports the outcome; 'Atendido' is idempotent).
 * Loaded by api.ts, and by the app when one is due in a tab that never opened the panel (apart
 * from api.ts so that does not load the whole panel's calls).
 */
import type { CitaProfesional } from '../../../../common/wire/citas';
import type { Succes } from '../../../../common/wire/sobre';
import { api } from '../../lib/api-client';
import { registrarEnvio } from '../../lib/outbox-envios';

registrarEnvio('atendido', (item) =>
  api.get<Succes<CitaProfesional>>('/api/cita/atendido', { query: { id: Number(item.payload.id) }, quiet: true }),
);
