import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CitaGestion } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { textosComun } from '../../../i18n/es/comun';
import { useOnline } from '../../../lib/online';
import { useLoad } from '../../../lib/useLoad';
import { citasApi } from '../api';
import { CancelarDialog } from '../components/CancelarDialog';
import { CitaAcciones } from '../components/CitaAcciones';
import { CitaDetalle } from '../components/CitaDetalle';
import { CitaSkeleton } from '../components/CitaSkeleton';
import { EnlaceInvalido } from '../components/EnlaceInvalido';
import { ReprogramarModal } from '../components/ReprogramarModal';
import '../citas.css';
import { useTitulo } from '../../../lib/useTitulo';
import { fechaHora } from '../fechas';

const textos = textosCitas.cita;

/**
 * `/mi-cita/{token}`: the paciente's cita through her private link, with "Añadir a mi calendario",
 * "Reprogramar" and "Cancelar". Every read is kept on this device; offline, the kept copy is shown
 * with when it was read, and the actions say they need a connection. `?confirmar=1` (the
 * reminder's link) confirms attendance once.
 */
export default function MiCitaPage() {
  useTitulo(textos.documento);
  const { token = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const online = useOnline();
  const lectura = useLoad((signal) => citasApi.gestion(token, signal), [token]);
  const [dialogo, setDialogo] = useState<'reprogramar' | 'cancelar' | null>(null);
  const [confirmada, setConfirmada] = useState(false);
  const confirmando = useRef(false);
  const titulo = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const cita = lectura.data?.data;
  const guardado = lectura.data?.guardado;
  const pideConfirmar = params.get('confirmar') === '1';

  // the reminder's "Confirmo mi asistencia": posted once, with the cita read from the server
  useEffect(() => {
    if (!pideConfirmar || !cita || guardado !== undefined || confirmando.current) return;
    confirmando.current = true;
    const listo = () =>
      setParams(
        (p) => {
          p.delete('confirmar');
          return p;
        },
        { replace: true },
      );
    if (cita.confirmada || cita.estado === 'confirmada') {
      setConfirmada(true);
      listo();
    } else if (cita.estado === 'pendiente')
      citasApi
        .confirmar(token)
        .then((c) => {
          lectura.setData(() => ({ data: c }));
          setConfirmada(true);
        })
        .catch(() => {})
        .finally(listo);
    else listo();
  }, [pideConfirmar, cita, guardado, token, setParams, lectura.setData]);

  const hecha = (c: CitaGestion) => {
    lectura.setData(() => ({ data: c }));
    setDialogo(null);
    requestAnimationFrame(() => titulo.current?.focus());
  };

  if (!cita) {
    if (lectura.error?.status === 404 || lectura.error?.status === 410)
      return <EnlaceInvalido titulo={textos.invalidoTitulo} texto={textos.invalido} />;
    if (lectura.error)
      return (
        <div className="container page cita">
          <h1>{textos.errorCarga}</h1>
          <p role="alert">{lectura.error.network ? textosComun.estados.requiereConexion : lectura.error.message}</p>
          <button type="button" className="btn btn--primary" onClick={() => lectura.reload()}>
            {textos.reintentar}
          </button>
        </div>
      );
    return <CitaSkeleton etiqueta={textos.cargando} />;
  }

  return (
    <div className="container page cita">
      <h1 ref={titulo} tabIndex={-1}>
        {textos.titulo(cita.profesional.nombre)}
      </h1>
      {guardado !== undefined && (
        <p className="cita__nota" role="status">
          {textos.copia(fechaHora(guardado))}
        </p>
      )}
      {pideConfirmar && guardado !== undefined && (
        <p className="cita__nota" role="status">
          {textosCitas.confirmar.sinConexion}
        </p>
      )}
      {confirmada && (
        <p className="cita__exito" role="status" id={`${id}-confirmada`}>
          {textosCitas.confirmar.exito}
        </p>
      )}
      <section className="card cita__card" aria-labelledby={`${id}-datos`}>
        <h2 id={`${id}-datos`} className="sr-only">
          {textos.estado}
        </h2>
        <CitaDetalle cita={cita} />
        {cita.confirmada && !confirmada && <p className="cita__confirmada">{textos.confirmada}</p>}
      </section>
      <CitaAcciones
        cita={cita}
        sinConexion={!online || guardado !== undefined}
        onReprogramar={() => setDialogo('reprogramar')}
        onCancelar={() => setDialogo('cancelar')}
      />
      <p className="cita__mas">
        <Link to="/mis-citas">{textosCitas.misCitas}</Link>
        {cita.estado !== 'pendiente' && cita.estado !== 'confirmada' && (
          <Link to={`/doc-detalle/${cita.profesional.id}`}>{textos.agendarOtra}</Link>
        )}
      </p>
      {dialogo === 'reprogramar' && (
        <ReprogramarModal cita={cita} token={token} onHecha={hecha} onCerrar={() => setDialogo(null)} />
      )}
      {dialogo === 'cancelar' && (
        <CancelarDialog cita={cita} token={token} onHecha={hecha} onCerrar={() => setDialogo(null)} />
      )}
    </div>
  );
}
