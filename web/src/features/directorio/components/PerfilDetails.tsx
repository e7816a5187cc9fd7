import type { ReactNode } from 'react';
import { cop } from '../../../../../common/dinero';
import { telefonoPublico } from '../../../../../common/telefono';
import { type AseguradoraAceptada, IDIOMAS, type Profesional } from '../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { fechaHoraCorta } from '../../../i18n/es/directorio-lista';
import { textosPerfil } from '../../../i18n/es/perfil';
import { telefono } from '../../../lib/format';
import { imagenes, nombreCompleto } from '../api';
import { Imagen } from './Imagen';

const textos = textosPerfil.pagina;
const nombresModalidad = textosDirectorio.modalidades;

/** Her aseguradoras grouped by kind: "EPS: EPS Sura, Nueva EPS · Particular". */
function porTipo(aseguradoras: AseguradoraAceptada[]): string {
  const tipos = textos.tiposAseguradora;
  return (Object.keys(tipos) as AseguradoraAceptada['tipo'][])
    .map((tipo) => {
      const nombres = aseguradoras.filter((a) => a.tipo === tipo).map((a) => a.nombre);
      if (!nombres.length) return '';
      return tipo === 'particular' ? tipos.particular : `${tipos[tipo]}: ${nombres.join(', ')}`;
    })
    .filter(Boolean)
    .join(' · ');
}

/**
 * Información: the next free slot, price, aseguradoras, languages, RETHUS, conditions, address,
 * hours, audience, payment methods, phone (+57, only when she publishes it: no empty line for
 * it, and the call link only then), modalities.
 */
export function PerfilInfo({ profesional }: { profesional: Profesional }) {
  const tel = telefono(telefonoPublico(profesional));
  const modalidades = [
    profesional.presencial === 1 && nombresModalidad['1'],
    profesional.virtual === 1 && nombresModalidad['2'],
  ]
    .filter(Boolean)
    .join(' · ');
  const precio = profesional.precio_consulta ?? null;
  const idiomas = (profesional.idiomas ?? []).map((c) => IDIOMAS[c as keyof typeof IDIOMAS] ?? c).join(', ');
  const todas: [string, ReactNode][] = [
    [
      textos.proxima,
      profesional.proxima_disponible ? (
        <strong key="proxima">{fechaHoraCorta(profesional.proxima_disponible)}</strong>
      ) : (
        textos.sinProxima
      ),
    ],
    [textos.precio, precio === null ? '' : cop(precio)],
    [textos.aseguradoras, porTipo(profesional.aseguradoras ?? [])],
    [textos.idiomas, idiomas],
    [textos.rethus, profesional.rethus],
    [textos.condiciones, profesional.condiciones],
    [textos.direccion, [profesional.direccion, profesional.ciudad].filter(Boolean).join(', ')],
    [textos.horario, profesional.horarioatencion],
    [textos.publico, profesional.publico],
    [textos.mediosPago, profesional.mediospago],
    [textos.telefono, tel && <a href={`tel:${tel.replace(/\s/g, '')}`}>{tel}</a>],
    [textos.modalidades, modalidades],
  ];
  // an unpublished phone is no line at all (not "sin dato"): nothing to call
  const filas = todas.filter(([dt, dd]) => dt !== textos.telefono || dd);
  return (
    <dl className="profile-info">
      {filas.map(([dt, dd]) => (
        <div key={dt}>
          <dt>{dt}</dt>
          <dd>{dd || <span className="muted">{textos.sinDato}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Fotos: up to 8 gallery photos, or a placeholder when there are none. */
export function Gallery({ profesional }: { profesional: Profesional }) {
  const lista = imagenes(profesional).slice(0, 8);
  const nombre = nombreCompleto(profesional);
  if (lista.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <Imagen src={null} alt="" className="gallery__placeholder" />
        <p className="muted">{textos.galeriaVacia}</p>
      </div>
    );
  }
  return (
    <ul className="gallery">
      {lista.map((key, i) => (
        <li key={key}>
          <Imagen
            src={key}
            alt={textos.imagenGaleria(i + 1, nombre)}
            placeholderLabel={textos.imagenGaleria(i + 1, nombre)}
            sizes="(min-width: 900px) 200px, 45vw"
          />
        </li>
      ))}
    </ul>
  );
}
