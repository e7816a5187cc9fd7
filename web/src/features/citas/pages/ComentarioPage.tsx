import { Link, useParams } from 'react-router-dom';
import { textosCitas } from '../../../i18n/es/citas';
import { textosComun } from '../../../i18n/es/comun';
import { fechaLarga } from '../../../lib/format';
import { useLoad } from '../../../lib/useLoad';
import { citasApi } from '../api';
import { CitaSkeleton } from '../components/CitaSkeleton';
import { ComentarioForm } from '../components/ComentarioForm';
import { EnlaceInvalido } from '../components/EnlaceInvalido';
import '../citas.css';
import { useTitulo } from '../../../lib/useTitulo';

const textos = textosCitas.comentario;

/** `/comentario/{token}`: the invitation sent after an attended cita to leave (or edit) a verified comentario. */
export default function ComentarioPage() {
  useTitulo(textos.documento);
  const { token = '' } = useParams();
  const lectura = useLoad((signal) => citasApi.invitacion(token, signal), [token]);
  const invitacion = lectura.data;

  if (!invitacion) {
    const error = lectura.error;
    if (error?.status === 404 || error?.status === 410)
      return (
        <EnlaceInvalido titulo={textos.invalidoTitulo} texto={textos.invalido}>
          <Link className="btn btn--primary" to="/">
            {textosComun.errores.volverInicio}
          </Link>
        </EnlaceInvalido>
      );
    if (error)
      return (
        <div className="container page cita">
          <h1>{textos.errorCarga}</h1>
          <p role="alert">{error.network ? textosComun.estados.requiereConexion : error.message}</p>
          <button type="button" className="btn btn--primary" onClick={() => lectura.reload()}>
            {textosCitas.cita.reintentar}
          </button>
        </div>
      );
    return <CitaSkeleton etiqueta={textos.cargando} />;
  }

  return (
    <div className="container page cita">
      <h1>{textos.titulo(invitacion.profesional.nombre)}</h1>
      <p className="muted">{textos.intro(fechaLarga(invitacion.fecha_cita))}</p>
      <ComentarioForm
        token={token}
        invitacion={invitacion}
        // read again: the server says until when it stays editable
        onGuardado={() => lectura.reload()}
      />
    </div>
  );
}
