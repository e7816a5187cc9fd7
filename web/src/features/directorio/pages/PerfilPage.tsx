import { Link, useParams } from 'react-router-dom';
import { numero } from '../../../../../common/numero';
import { textosComun } from '../../../i18n/es/comun';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { textosGuardado } from '../../../i18n/es/guardado';
import { textosPerfil } from '../../../i18n/es/perfil';
import { useLoadConCopia } from '../../../lib/useLoadConCopia';
import { conMarca, useTitulo } from '../../../lib/useTitulo';
import { Stars } from '../../../ui/Stars';
import { Empty, NotFound } from '../../../ui/States';
import { directorioApi, guardarCopia, lecturas, nombreCompleto } from '../api';
import { AgendarCita } from '../components/agendar/AgendarCita';
import { Comentarios, fechaHora } from '../components/Comentarios';
import { Imagen } from '../components/Imagen';
import { Gallery, PerfilInfo } from '../components/PerfilDetails';
import { PerfilSkeleton } from '../components/PerfilSkeleton';
import '../directorio.css';

const SECCIONES = [
  ['informacion', textosPerfil.pagina.informacion],
  ['fotos', textosPerfil.pagina.imagenes],
  ['comentarios', textosPerfil.pagina.comentarios],
] as const;

/** A specialist's public profile with booking and opinions; 404 for an unknown or inactive id. */
export default function PerfilPage() {
  const { id = '' } = useParams();
  // offline, the copy kept when the visitor last opened this profile
  const cargado = useLoadConCopia(
    lecturas.perfil(id),
    (signal) => directorioApi.perfilConCopia(id, signal),
    [id],
    (p) => guardarCopia.perfil(id, p),
  );
  const perfil = { ...cargado, data: cargado.data?.data };
  // while another id loads, the previous profile is not shown as this one
  const profesional = perfil.data?.succes[0]?.id === Number(id) ? perfil.data.succes[0] : undefined;

  useTitulo(
    profesional
      ? conMarca(`${nombreCompleto(profesional)} · ${profesional.cargo}`)
      : perfil.error
        ? conMarca(textosPerfil.pagina.noEncontradoTitulo)
        : undefined,
  );

  if (!profesional) {
    const status = perfil.error?.status;
    if (status === 404 || status === 422)
      return <NotFound title={textosPerfil.pagina.noEncontradoTitulo} text={textosPerfil.pagina.noEncontrado} />;
    // offline, a profile never opened here: say the connection is down and what is kept instead
    const sinConexion = perfil.error?.code === 'network';
    if (perfil.error)
      return (
        <div className="container page">
          <Empty title={sinConexion ? textosPerfil.pagina.sinConexionTitulo : textosPerfil.pagina.errorCarga}>
            {sinConexion && <p>{textosPerfil.pagina.sinConexion}</p>}
            <button type="button" className="btn" onClick={perfil.reload}>
              {textosComun.estados.reintentar}
            </button>
          </Empty>
        </div>
      );
    return <PerfilSkeleton />;
  }

  const nombre = nombreCompleto(profesional);
  const calificacion = perfil.data?.calificacion[0] ?? {
    promedio: profesional.promedio,
    total: profesional.comentarios,
  };
  return (
    <div className="container page profile">
      <p className="profile__back">
        <Link to="/">← {textosPerfil.pagina.volver}</Link>
      </p>
      {cargado.data?.guardado !== undefined && (
        <p className="offline-note" role="status">
          {textosGuardado.guardadoEl(fechaHora(cargado.data.guardado))}
        </p>
      )}
      <div className="profile__layout">
        <div className="profile__main">
          <header className="profile__head card">
            <Imagen
              src={profesional.fotoperfil}
              alt={textosDirectorio.imagenDe(nombre)}
              placeholderLabel={textosDirectorio.sinImagen}
              className="profile__photo"
              eager
              transitionName={`medico-${profesional.id}`}
            />
            <div>
              <h1>{nombre}</h1>
              <p className="profile__cargo">{profesional.cargo}</p>
              <p className="profile__rating">
                <Stars
                  value={calificacion.promedio}
                  label={textosDirectorio.estrellas(calificacion.promedio)}
                  size="lg"
                />
                <span>
                  <strong>{numero(calificacion.promedio)}</strong> ·{' '}
                  {textosDirectorio.comentariosCuenta(calificacion.total)}
                  {typeof profesional.verificados === 'number' &&
                    ` · ${textosDirectorio.verificadasCuenta(profesional.verificados)}`}
                </span>
              </p>
            </div>
          </header>
          <nav className="profile__tabs" aria-label={textosPerfil.pagina.secciones}>
            {SECCIONES.map(([ancla, texto]) => (
              <a key={ancla} href={`#${ancla}`}>
                {texto}
              </a>
            ))}
          </nav>
          <section id="informacion" className="profile__section" aria-labelledby="informacion-titulo">
            <h2 id="informacion-titulo">{textosPerfil.pagina.informacion}</h2>
            <PerfilInfo profesional={profesional} />
          </section>
          <section id="fotos" className="profile__section" aria-labelledby="fotos-titulo">
            <h2 id="fotos-titulo">{textosPerfil.pagina.imagenes}</h2>
            <Gallery profesional={profesional} />
          </section>
          <section id="comentarios" className="profile__section" aria-labelledby="comentarios-titulo">
            <h2 id="comentarios-titulo">{textosPerfil.pagina.comentarios}</h2>
            <Comentarios profesionalId={profesional.id} onNueva={perfil.reload} />
          </section>
        </div>
        <AgendarCita key={profesional.id} profesional={profesional} motivos={perfil.data?.motivos ?? []} />
      </div>
    </div>
  );
}
