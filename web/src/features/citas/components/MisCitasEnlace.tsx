import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MisCitas } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { useLoad } from '../../../lib/useLoad';
import { citasApi, copias } from '../api';
import { horaDe } from '../fechas';
import { CitaItem } from './CitaItem';
import { CitaSkeleton } from './CitaSkeleton';
import { EnlaceInvalido } from './EnlaceInvalido';
import { PedirEnlaceForm } from './PedirEnlaceForm';

const textos = textosCitas.mis;
const CitasGuardadas = lazy(() => import('./CitasGuardadas'));
const MisDatos = lazy(() => import('../../../ui/MisDatos'));

function Lista({ id, titulo, citas }: { id: string; titulo: string; citas: MisCitas['citas'] }) {
  if (citas.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <ul className="mis-citas__lista">
        {citas.map(({ gestion, ...cita }) => (
          <CitaItem key={cita.id} cita={cita} gestion={gestion} />
        ))}
      </ul>
    </section>
  );
}

/**
 * `/mis-citas/{token}` (the sign-in link, valid 30 minutes): every cita of the e-mail, upcoming
 * first, each with its manage page; kept on this device too. An expired link offers a new one.
 */
export function MisCitasEnlace({ token }: { token: string }) {
  const lectura = useLoad((signal) => citasApi.misCitas(token, signal), [token]);
  const mis = lectura.data;
  const [borrado, setBorrado] = useState('');

  if (borrado)
    return (
      <div className="container page cita">
        <h1>{textos.datosBorrados}</h1>
        <p role="status">{borrado}</p>
        <Link to="/mis-citas">{textos.volverAMisCitas}</Link>
      </div>
    );

  if (!mis) {
    const error = lectura.error;
    if (error?.status === 404 || error?.status === 410)
      return (
        <EnlaceInvalido titulo={textos.vencidoTitulo} texto={textos.vencido}>
          <PedirEnlaceForm />
        </EnlaceInvalido>
      );
    if (error)
      return (
        <div className="container page cita">
          <h1>{textos.titulo}</h1>
          <p className="cita__nota" role="alert">
            {error.network ? textos.sinConexion : `${textos.errorCarga} ${error.message}`}
          </p>
          {!error.network && (
            <button type="button" className="btn btn--primary" onClick={() => lectura.reload()}>
              {textosCitas.cita.reintentar}
            </button>
          )}
          <Suspense fallback={null}>
            <CitasGuardadas />
          </Suspense>
        </div>
      );
    return <CitaSkeleton etiqueta={textos.cargando} />;
  }

  const ahora = new Date().toISOString();
  const proximas = mis.citas.filter((c) => c.inicio >= ahora);
  const pasadas = mis.citas.filter((c) => c.inicio < ahora);
  return (
    <div className="container page cita">
      <h1>{textos.titulo}</h1>
      <p>{textos.de(mis.email)}</p>
      <p className="muted">{textos.vence(horaDe(mis.expira_at))}</p>
      {mis.citas.length === 0 && <p role="status">{textos.sinCitas}</p>}
      <Lista id="mis-citas-proximas" titulo={textos.proximas} citas={proximas} />
      <Lista id="mis-citas-pasadas" titulo={textos.pasadas} citas={pasadas} />
      <Suspense fallback={null}>
        <MisDatos
          fuente={{ token }}
          onBorrado={async (mensaje) => {
            // the copies this device kept of those citas go too
            await copias()
              .then((m) => Promise.all(mis.citas.map((c) => m.olvidarCita(c.id))))
              .catch(() => {});
            setBorrado(mensaje);
          }}
        />
      </Suspense>
    </div>
  );
}
