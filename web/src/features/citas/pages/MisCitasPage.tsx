import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { textosCitas } from '../../../i18n/es/citas';
import { MisCitasEnlace } from '../components/MisCitasEnlace';
import { PedirEnlaceForm } from '../components/PedirEnlaceForm';
import '../citas.css';
import { useTitulo } from '../../../lib/useTitulo';

const textos = textosCitas.mis;
/** IndexedDB's code comes with this list, after the form is on screen. */
const CitasGuardadas = lazy(() => import('../components/CitasGuardadas'));

/**
 * `/mis-citas`: the e-mail form that sends a sign-in link, and the citas kept on this device;
 * `/mis-citas/{token}`: what that link lists (one chunk for both).
 */
export default function MisCitasPage() {
  useTitulo(textos.documento);
  const { token } = useParams();
  if (token) return <MisCitasEnlace token={token} />;
  return (
    <div className="container page cita">
      <h1>{textos.titulo}</h1>
      <p className="muted">{textos.intro}</p>
      <PedirEnlaceForm />
      <Suspense fallback={null}>
        <CitasGuardadas />
      </Suspense>
    </div>
  );
}
