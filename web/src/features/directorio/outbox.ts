/**
 * The directory's kind of outbox item: how a comment written offline reaches the server
 * (lib/outbox-envios.ts), again with its idempotency key and quietly (the outbox reports the
 * outcome). Loaded with the outbox by the screens that queue or show comments, and by the app
 * when one is due elsewhere. It calls the client itself rather than api.ts: sharing api.ts with
 * this lazy chunk would split it out of the public pages' chunk (+0.2 kB gzip on `/`).
 */
import type { Comentario } from '../../../../common/wire/comentarios';
import type { Succes } from '../../../../common/wire/sobre';
import { api } from '../../lib/api-client';
import { registrarEnvio } from '../../lib/outbox-envios';

registrarEnvio('comentario', (item) =>
  api.post<Succes<Comentario>>('/api/comentario/create', item.payload, { quiet: true }),
);
