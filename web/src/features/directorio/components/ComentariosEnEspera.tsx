import type { NuevoComentario } from '../../../../../common/wire/comentarios';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { textosOffline } from '../../../i18n/es/offline';
import { descartar, type OutboxItem, useEnviado, useOutbox } from '../../../lib/sync';
import { Stars } from '../../../ui/Stars';
// how the outbox sends the comments shown here
import '../outbox';

/** A comment written offline (or whose send was cut), waiting in the outbox; a refused one says why. */
function EnEspera({ item }: { item: OutboxItem }) {
  const c = item.payload as NuevoComentario;
  const rechazado = item.status === 'rechazado';
  return (
    <li className="opinion card opinion--pendiente">
      <div className="opinion__head">
        <h3 className="opinion__name">{c.nombre}</h3>
        <span className={rechazado ? 'badge badge--danger' : 'badge badge--warn'}>
          {rechazado ? textosOffline.noEnviado : textosOffline.pendienteEnvio}
        </span>
      </div>
      <p className="opinion__meta">
        <Stars value={c.calificacion} label={textosDirectorio.estrellas(c.calificacion)} size="sm" />
      </p>
      <p className="opinion__text">{c.observacion}</p>
      {rechazado && (
        <p className="opinion__error">
          {textosOffline.rechazado(item.error ?? '')}{' '}
          <button type="button" className="btn btn--small" onClick={() => item.id && descartar(item.id)}>
            {textosOffline.descartar}
          </button>
        </p>
      )}
    </li>
  );
}

/**
 * The specialist's comments waiting in the outbox (live, other tabs included), and the call when
 * one of them reached the server. Its own chunk (it brings IndexedDB's code, ~31 kB gzip), loaded
 * once the profile is on screen, so the profile does not wait for it.
 */
export default function ComentariosEnEspera({
  profesionalId,
  onEnviada,
}: {
  profesionalId: number;
  onEnviada: () => void;
}) {
  const enEspera = useOutbox('comentario', (i) => Number(i.payload.user) === profesionalId, [profesionalId]);
  // a comment kept offline reached the server: the list and the rating are read again
  useEnviado('comentario', (e) => {
    if (Number(e.payload.user) === profesionalId) onEnviada();
  });
  if (!enEspera?.length) return null;
  return (
    <ul className="opinions__list" aria-label={textosOffline.pendienteEnvio}>
      {[...enEspera].reverse().map((item) => (
        <EnEspera key={item.key} item={item} />
      ))}
    </ul>
  );
}
