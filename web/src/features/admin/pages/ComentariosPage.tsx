import { useRef, useState } from 'react';
import { bogotaNow, fechaCorta } from '../../../../../common/fechas';
import type { ComentarioAdmin } from '../../../../../common/wire/comentarios';
import { textosComentarios } from '../../../i18n/es/comentarios';
import { useOnline } from '../../../lib/online';
import { useListaPaginada } from '../../../lib/useLista';
import { MotivoDialog } from '../../../ui/MotivoDialog';
import { useDebounced } from '../../../ui/useDebounced';
import { type FiltroComentarios, listarComentarios, ocultarComentario } from '../comentarios-api';
import { CampoBusqueda, CampoOpciones } from '../components/CamposFiltro';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { MasFilas } from '../components/MasFilas';
import { TablaAdmin } from '../components/TablaAdmin';
import '../admin.css';

const textos = textosComentarios.admin;
const textosColumnas = textos.columnas;
const ESTADOS = Object.entries(textos.estados) as [keyof typeof textos.estados, string][];
const fecha = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : fechaCorta(bogotaNow(d).fecha);
};

/** Verified or not, and hidden with its reason. */
function Estado({ comentario: c }: { comentario: ComentarioAdmin }) {
  return (
    <span className="admin-comentario__estado">
      <span className={c.verificado === 1 ? 'badge badge--ok' : 'badge'}>
        {c.verificado === 1 ? textosComentarios.verificada : textosComentarios.noVerificada}
      </span>
      {c.oculto === 1 ? (
        <>
          <span className="badge badge--danger">{textosComentarios.oculto}</span>
          {c.oculto_motivo && <span className="admin-comentario__motivo">{textos.motivo(c.oculto_motivo)}</span>}
        </>
      ) : (
        <span className="badge badge--ok">{textos.visible}</span>
      )}
    </span>
  );
}

/**
 * `/panel/comentarios` (admins): every comentario, newest first, paged and filtered by the server
 * (search, visible or hidden). 'Ocultar' asks for a reason: the comentario leaves the public
 * profile and stays stored, with the reason beside it.
 */
export default function ComentariosPage() {
  const [filtros, setFiltros] = useState<FiltroComentarios>({ q: '', estado: '' });
  const q = useDebounced(filtros.q.trim());
  const consulta = { ...filtros, q };
  const exacto = useRef(true);
  const lista = useListaPaginada(async (page, o) => {
    const r = await listarComentarios(consulta, page, o.vistos, o);
    exacto.current = r.exacto;
    return r;
  }, JSON.stringify(consulta));
  const [ocultar, setOcultar] = useState<ComentarioAdmin | null>(null);
  const online = useOnline();
  const conFiltros = Boolean(q || filtros.estado);

  const confirmarOcultar = async (c: ComentarioAdmin, motivo: string) => {
    const r = await ocultarComentario(c.id, motivo);
    const oculto = r?.succes?.id === c.id ? r.succes : { ...c, oculto: 1, oculto_motivo: motivo };
    lista.reemplazar({ ...c, ...oculto });
  };

  return (
    <div className="admin">
      <Encabezado titulo={textos.titulo} texto={textos.ayuda} />
      <section className="admin-section" aria-labelledby="comentarios-titulo">
        <h2 id="comentarios-titulo">{textos.lista}</h2>
        <div className="admin-filtros">
          <CampoBusqueda
            id="comentarios-buscar"
            label={textos.buscar}
            value={filtros.q}
            onChange={(valor) => setFiltros((f) => ({ ...f, q: valor }))}
          />
          <CampoOpciones
            id="comentarios-estado"
            label={textos.filtro}
            value={filtros.estado}
            opciones={ESTADOS}
            onChange={(estado) => setFiltros((f) => ({ ...f, estado }))}
          />
        </div>
        <EstadoLista
          filas={lista.filas}
          fallo={lista.fallo}
          recargar={lista.reload}
          vacio={conFiltros ? textos.sinResultados : textos.vacio}
        >
          <div className="admin-scroll" aria-busy={lista.loading}>
            <TablaAdmin
              className="admin-compacta"
              filas={lista.filas ?? []}
              columnas={[
                { titulo: textosColumnas.profesional, celda: (c) => c.profesional },
                { titulo: textosColumnas.paciente, celda: (c) => c.nombre },
                {
                  titulo: textosColumnas.calificacion,
                  celda: (c) => (
                    <span role="img" aria-label={textosComentarios.estrellas(c.calificacion)}>
                      {'★'.repeat(c.calificacion)}
                    </span>
                  ),
                  className: 'admin-nowrap',
                },
                {
                  titulo: textosColumnas.comentario,
                  celda: (c) => c.observacion,
                  className: 'admin-comentario__texto',
                },
                { titulo: textosColumnas.fecha, celda: (c) => fecha(c.created_at), className: 'admin-nowrap' },
                { titulo: textosColumnas.estado, celda: (c) => <Estado comentario={c} /> },
                {
                  titulo: textosColumnas.acciones,
                  celda: (c) =>
                    c.oculto === 1 ? null : (
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={textos.ocultarDe(c.nombre)}
                        disabled={!online}
                        onClick={() => setOcultar(c)}
                      >
                        {textos.ocultar}
                      </button>
                    ),
                },
              ]}
            />
          </div>
          <MasFilas
            lista={lista}
            mostrando={(vistos, total) =>
              exacto.current ? textos.mostrando(vistos, total) : textos.mostrandoSinTotal(vistos)
            }
            mostrarMas={textosComentarios.mostrarMas}
          />
        </EstadoLista>
      </section>
      <MotivoDialog
        open={ocultar !== null}
        title={textos.dialogo.titulo}
        text={ocultar ? textos.dialogo.texto(ocultar.nombre, ocultar.profesional) : ''}
        label={textos.dialogo.motivo}
        hint={textos.dialogo.ayuda}
        textos={textos.dialogo}
        onConfirm={(motivo) => (ocultar ? confirmarOcultar(ocultar, motivo) : Promise.resolve())}
        onClose={() => setOcultar(null)}
      />
    </div>
  );
}
