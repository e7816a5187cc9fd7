import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { numero } from '../../../../../common/numero';
import { t } from '../../../i18n/es';
import { Stars } from '../../../ui/Stars';
import { Empty, NotFound } from '../../../ui/States';
import { directorioApi, guardarCopia, lecturas, nombreCompleto } from '../api';
import { Booking } from '../components/booking/Booking';
import { fechaHora, Opinions } from '../components/Opinions';
import { Photo } from '../components/Photo';
import { Gallery, ProfileInfo } from '../components/ProfileDetails';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { useLoadConCopia } from '../hooks';
import '../directory.css';

const T = t.directorio;
const SECCIONES = [
  ['informacion', T.perfil.informacion],
  ['fotos', T.perfil.fotos],
  ['comentarios', T.perfil.comentarios],
] as const;

/** A specialist's public profile with booking and opinions; 404 for an unknown or inactive id. */
export default function ProfilePage() {
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
  const medico = perfil.data?.succes[0]?.id === Number(id) ? perfil.data.succes[0] : undefined;

  useEffect(() => {
    if (medico) document.title = `${nombreCompleto(medico)} · ${medico.cargo} · ${t.marca}`;
    else if (perfil.error) document.title = `${T.perfil.noEncontradoTitulo} · ${t.marca}`;
  }, [medico, perfil.error]);

  if (!medico) {
    const status = perfil.error?.status;
    if (status === 404 || status === 422)
      return <NotFound title={T.perfil.noEncontradoTitulo} text={T.perfil.noEncontrado} />;
    if (perfil.error)
      return (
        <div className="container page">
          <Empty title={T.perfil.errorCarga}>
            <button type="button" className="btn" onClick={perfil.reload}>
              {t.estados.reintentar}
            </button>
          </Empty>
        </div>
      );
    return <ProfileSkeleton />;
  }

  const nombre = nombreCompleto(medico);
  const rating = perfil.data?.calificacion[0] ?? { promedio: medico.promedio, total: medico.comentarios };
  return (
    <div className="container page profile">
      <p className="profile__back">
        <Link to="/">← {T.perfil.volver}</Link>
      </p>
      {cargado.data?.guardado !== undefined && (
        <p className="offline-note" role="status">
          {t.offline.guardadoEl(fechaHora(cargado.data.guardado))}
        </p>
      )}
      <div className="profile__layout">
        <div className="profile__main">
          <header className="profile__head card">
            <Photo
              src={medico.fotoperfil}
              alt={T.fotoDe(nombre)}
              placeholderLabel={T.sinFoto}
              className="profile__photo"
              eager
              transitionName={`medico-${medico.id}`}
            />
            <div>
              <h1>{nombre}</h1>
              <p className="profile__cargo">{medico.cargo}</p>
              <p className="profile__rating">
                <Stars value={rating.promedio} label={T.estrellas(rating.promedio)} size="lg" />
                <span>
                  <strong>{numero(rating.promedio)}</strong> · {T.opinionesCuenta(rating.total)}
                </span>
              </p>
            </div>
          </header>
          <nav className="profile__tabs" aria-label={T.perfil.secciones}>
            {SECCIONES.map(([ancla, texto]) => (
              <a key={ancla} href={`#${ancla}`}>
                {texto}
              </a>
            ))}
          </nav>
          <section id="informacion" className="profile__section" aria-labelledby="informacion-titulo">
            <h2 id="informacion-titulo">{T.perfil.informacion}</h2>
            <ProfileInfo medico={medico} />
          </section>
          <section id="fotos" className="profile__section" aria-labelledby="fotos-titulo">
            <h2 id="fotos-titulo">{T.perfil.fotos}</h2>
            <Gallery medico={medico} />
          </section>
          <section id="comentarios" className="profile__section" aria-labelledby="comentarios-titulo">
            <h2 id="comentarios-titulo">{T.perfil.comentarios}</h2>
            <Opinions medicoId={medico.id} onNueva={perfil.reload} />
          </section>
        </div>
        <Booking key={medico.id} medico={medico} motivos={perfil.data?.motivos ?? []} />
      </div>
    </div>
  );
}
