import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { bogotaNow, fechaCorta } from '../../../../../common/fechas';
import type { ComentarioProfesional, ComentarioVerificado } from '../../../../../common/wire/comentarios';
import { textosComentarios } from '../../../i18n/es/comentarios';
import { textosComun } from '../../../i18n/es/comun';
import { useOnline } from '../../../lib/online';
import { type Pagina, totalDe, usePaginada } from '../../../lib/usePaginada';
import { Loading } from '../../../ui/States';
import { COMENTARIOS_POR_PAGINA, listarComentarios, responderComentario } from '../api';
import { Stars } from './CalificacionCard';
import { RespuestaForm } from './RespuestaForm';

const textos = textosComentarios;
const fecha = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : fechaCorta(bogotaNow(d).fecha);
};

/** One comentario: who, stars, date, verified or not, hidden with the admin's reason, and her answer. */
function Item({
  comentario: c,
  children,
}: {
  comentario: ComentarioVerificado & Partial<ComentarioProfesional>;
  children?: ReactNode;
}) {
  const verificada = c.verificado === undefined || c.verificado === 1;
  return (
    <li className={c.oculto === 1 ? 'comentario comentario--oculto' : 'comentario'} data-comentario={c.id}>
      <p className="comentarios__head">
        <strong>{c.nombre}</strong>
        <Stars value={Math.round(c.calificacion)} />
        <time dateTime={c.created_at} className="muted">
          {fecha(c.created_at)}
        </time>
        <span
          className={verificada ? 'badge badge--ok' : 'badge'}
          title={verificada ? textos.verificadaAyuda : textos.noVerificadaAyuda}
        >
          {verificada ? textos.verificada : textos.noVerificada}
        </span>
        {c.oculto === 1 && <span className="badge badge--danger">{textos.oculto}</span>}
      </p>
      <p>{c.observacion}</p>
      {c.oculto === 1 && c.oculto_motivo && (
        <p className="comentario__oculto">{textos.ocultoMotivo(c.oculto_motivo)}</p>
      )}
      {c.respuesta ? (
        <div className="comentario__respuesta" tabIndex={-1}>
          <p className="comentario__respuesta-titulo">{textos.respuesta}</p>
          <p>{c.respuesta}</p>
        </div>
      ) : (
        children
      )}
    </li>
  );
}

/**
 * The profesional's comentarios, newest first, paged by the server: verified or not, hidden ones
 * with the admin's reason, each answerable once. Without a connection (or when the read fails)
 * the verified ones of the saved tablero are shown, read-only.
 */
export function ComentariosProfesional({ guardados }: { guardados: ComentarioVerificado[] }) {
  const online = useOnline();
  const listaRef = useRef<HTMLUListElement>(null);
  // just answered: the form is gone, so the focus goes to the answer that replaced it (in the
  // commit itself, a layout effect: a passive one runs later and leaves the focus on the page meanwhile)
  const [respondido, setRespondido] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (respondido === null) return;
    listaRef.current?.querySelector<HTMLElement>(`[data-comentario="${respondido}"] .comentario__respuesta`)?.focus();
    setRespondido(null);
  }, [respondido]);
  const { lista, error, loading, reload, setData, cargarMas } = usePaginada<Pagina<ComentarioProfesional>>(
    async (page, signal, anterior) => {
      const r = await listarComentarios(page, signal);
      return { items: r.succes, total: totalDe(r, anterior?.items.length ?? 0, COMENTARIOS_POR_PAGINA), page };
    },
    'todos',
  );

  const responder = async (c: ComentarioProfesional, respuesta: string) => {
    const r = await responderComentario(c.id, respuesta);
    const guardada = r?.succes?.id === c.id ? r.succes : { ...c, respuesta, respuesta_at: new Date().toISOString() };
    setData((l) => l && { ...l, items: l.items.map((x) => (x.id === c.id ? { ...x, ...guardada } : x)) });
    setRespondido(c.id);
  };

  let cuerpo: ReactNode;
  if (!lista && error) {
    cuerpo =
      guardados.length > 0 ? (
        <>
          <p className="offline-note">{online ? textos.panel.errorCarga : textos.panel.sinConexion}</p>
          <ul className="comentarios__list">
            {guardados.map((c) => (
              <Item key={c.id} comentario={c} />
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{textos.panel.errorCarga}</p>
      );
    cuerpo = (
      <>
        {cuerpo}
        {online && (
          <button type="button" className="btn btn--small" onClick={() => reload()}>
            {textosComun.estados.reintentar}
          </button>
        )}
      </>
    );
  } else if (!lista) cuerpo = <Loading />;
  else if (lista.items.length === 0) cuerpo = <p className="muted">{textos.panel.vacio}</p>;
  else
    cuerpo = (
      <>
        <ul ref={listaRef} className="comentarios__list" aria-busy={loading}>
          {lista.items.map((c) => (
            <Item key={c.id} comentario={c}>
              <RespuestaForm nombre={c.nombre} online={online} onResponder={(r) => responder(c, r)} />
            </Item>
          ))}
        </ul>
        {lista.items.length < lista.total && (
          <button type="button" className="btn" onClick={cargarMas} disabled={loading}>
            {loading ? textos.cargandoMas : textos.mostrarMas}
          </button>
        )}
      </>
    );

  return (
    <section className="card comentarios" aria-labelledby="comentarios-title">
      <h2 id="comentarios-title">{textos.panel.titulo}</h2>
      <p className="muted">{textos.panel.ayuda}</p>
      {cuerpo}
    </section>
  );
}
