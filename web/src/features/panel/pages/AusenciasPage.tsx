import { useState } from 'react';
import type { Ausencia, AusenciaCreada } from '../../../../../common/wire/agenda';
import { textosComun } from '../../../i18n/es/comun';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { fechaLarga } from '../../../lib/format';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { eliminarAusencia, listarAusencias } from '../ajustes-api';
import { AusenciaForm } from '../components/AusenciaForm';
import { CitasAfectadas } from '../components/CitasAfectadas';
import { BotonQuitar } from '../components/ListaModal';
import '../ajustes.css';

const textos = textosAgenda.ausencias;

/** "2026-07-06" → "6 de julio de 2026" */
const dia = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number);
  return textosComun.fechaDia(d, m - 1, y);
};

/** An absence in words: its days, its hours when not whole days, its reason. */
export const cuandoAusencia = (a: Ausencia) =>
  [
    textos.rango(dia(a.desde), dia(a.hasta)),
    a.hora_inicio && a.hora_fin ? textos.horas(a.hora_inicio, a.hora_fin) : textos.todoElDia,
  ].join(' · ');

/**
 * `/panel/agenda/ausencias`: a new absence (and the citas it falls on, with the action that cancels
 * them and tells the pacientes), the upcoming absences, and the festivos of her booking window.
 */
export default function AusenciasPage() {
  const { data, error, loading, reload } = useLoad((signal) => listarAusencias(signal), []);
  const fallo = useFallo(error, loading);
  const [creada, setCreada] = useState<AusenciaCreada | null>(null);
  const [borrando, setBorrando] = useState<number | null>(null);

  const alCrear = (r: AusenciaCreada) => {
    setCreada(r.afectadas.length ? r : null);
    void reload();
  };

  const quitar = async (a: Ausencia) => {
    setBorrando(a.id);
    try {
      await eliminarAusencia(a.id);
      if (creada?.ausencia.id === a.id) setCreada(null);
      await reload();
    } catch {
      // the client showed the refusal
    } finally {
      setBorrando(null);
    }
  };

  return (
    <div className="ajustes">
      <header className="dashboard__head">
        <h1>{textosAgenda.paginas.ausencias}</h1>
        <p className="muted">{textosAgenda.paginas.ausenciasIntro}</p>
      </header>

      <section className="card ajustes__seccion" aria-labelledby="ausencia-nueva">
        <h2 id="ausencia-nueva">{textos.nueva}</h2>
        <AusenciaForm onCreada={alCrear} />
      </section>

      {creada && (
        <CitasAfectadas
          key={creada.ausencia.id}
          creada={creada}
          onCanceladas={() => {
            setCreada(null);
            void reload();
          }}
        />
      )}

      <section className="card ajustes__seccion" aria-labelledby="ausencias-proximas">
        <h2 id="ausencias-proximas">{textos.proximas}</h2>
        {!data && !fallo && <Loading />}
        {fallo && !data && (
          <div className="state">
            <p className="state__title">{textos.errorCarga}</p>
            <button type="button" className="btn btn--primary" onClick={() => reload()}>
              {textosComun.estados.reintentar}
            </button>
          </div>
        )}
        {data && data.ausencias.length === 0 && <p className="muted">{textos.vacio}</p>}
        {data && data.ausencias.length > 0 && (
          <ul className="plain-list ausencias" aria-live="polite">
            {data.ausencias.map((a) => (
              <li key={a.id}>
                <span className="ausencia__datos">
                  <span className="ausencia__cuando">{cuandoAusencia(a)}</span>
                  {a.motivo && <span className="muted">{a.motivo}</span>}
                </span>
                <BotonQuitar
                  etiqueta={textos.eliminarDe(cuandoAusencia(a))}
                  ocupado={borrando === a.id}
                  onClick={() => quitar(a)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {data && (
        <section className="card ajustes__seccion" aria-labelledby="ausencias-festivos">
          <h2 id="ausencias-festivos">{textos.festivos}</h2>
          <p className="muted">{data.atiende_festivos === 1 ? textos.festivosAbierto : textos.festivosCerrado}</p>
          {data.festivos.length === 0 ? (
            <p className="muted">{textos.sinFestivos}</p>
          ) : (
            <ul className="plain-list festivos">
              {data.festivos.map((f) => (
                <li key={f.fecha}>
                  <span className="ausencia__datos">
                    <span className="ausencia__cuando">{fechaLarga(f.fecha)}</span>
                    <span className="muted">{f.nombre}</span>
                  </span>
                  <span className={data.atiende_festivos === 1 ? 'badge badge--ok' : 'badge badge--warn'}>
                    {data.atiende_festivos === 1 ? textos.abierto : textos.cerrado}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
