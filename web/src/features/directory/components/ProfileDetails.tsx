import type { ReactNode } from 'react';
import { t } from '../../../i18n/es';
import { telefono } from '../../../lib/format';
import { fotos, type Medico, nombreCompleto } from '../api';
import { Photo } from './Photo';

const T = t.directorio.perfil;
const M = t.directorio.modalidades;

/** Información: address, hours, audience, payment methods, phone (+57), modalities. */
export function ProfileInfo({ medico }: { medico: Medico }) {
  const tel = telefono(medico.celular);
  const modalidades = [medico.presencial === 1 && M['1'], medico.virtual === 1 && M['2']].filter(Boolean).join(' · ');
  const filas: [string, ReactNode][] = [
    [T.direccion, [medico.direccion, medico.ciudad].filter(Boolean).join(', ')],
    [T.horario, medico.horarioatencion],
    [T.publico, medico.publico],
    [T.mediosPago, medico.mediospago],
    [T.telefono, tel && <a href={`tel:${tel.replace(/\s/g, '')}`}>{tel}</a>],
    [T.modalidades, modalidades],
  ];
  return (
    <dl className="profile-info">
      {filas.map(([dt, dd]) => (
        <div key={dt}>
          <dt>{dt}</dt>
          <dd>{dd || <span className="muted">{T.sinDato}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Fotos: up to 8 gallery photos, or a placeholder when there are none. */
export function Gallery({ medico }: { medico: Medico }) {
  const lista = fotos(medico).slice(0, 8);
  const nombre = nombreCompleto(medico);
  if (lista.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <Photo src={null} alt="" className="gallery__placeholder" />
        <p className="muted">{T.galeriaVacia}</p>
      </div>
    );
  }
  return (
    <ul className="gallery">
      {lista.map((key, i) => (
        <li key={key}>
          <Photo
            src={key}
            alt={T.fotoGaleria(i + 1, nombre)}
            placeholderLabel={T.fotoGaleria(i + 1, nombre)}
            sizes="(min-width: 900px) 200px, 45vw"
          />
        </li>
      ))}
    </ul>
  );
}
