import { useId } from 'react';
import type { AseguradoraAceptada, Profesional } from '../../../../../../common/wire/profesionales';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { useLoad } from '../../../../lib/useLoad';
import { directorioApi } from '../../api';

const textos = textosPerfil.agendar.pago;
const TIPOS = ['particular', 'eps', 'prepagada'] as const;

/** How she pays, as the booking panel holds it: the kind ('' not said) and, for an EPS or a prepagada, which. */
export type Pago = { tipo: '' | AseguradoraAceptada['tipo']; aseguradora: AseguradoraAceptada | null };

/**
 * What the booking sends (`aseguradora`, a slug of the catalogue) and the form shows of a `Pago`;
 * null while it says nothing (not said, or an EPS or prepagada not yet chosen).
 */
export function pagoElegido({ tipo, aseguradora }: Pago): { slug: string; texto: string } | null {
  if (tipo === 'particular') return { slug: 'particular', texto: textos.tipos.particular };
  if (!tipo || !aseguradora) return null;
  return { slug: aseguradora.slug, texto: `${textos.tipos[tipo]} · ${aseguradora.nombre}` };
}

/**
 * "¿Cómo pagará la consulta?": particular, an EPS or a medicina prepagada and which (the catalogue is
 * read only then). One she does not accept is flagged at once, with the way on: as particular (the
 * server refuses it otherwise, decision 0020). Old copies of her profile lack her list: no flag.
 */
export function PagoCita({
  profesional,
  pago,
  onPago,
}: {
  profesional: Pick<Profesional, 'aseguradoras'>;
  pago: Pago;
  onPago: (pago: Pago) => void;
}) {
  const id = useId();
  const { tipo, aseguradora } = pago;
  const conCual = tipo === 'eps' || tipo === 'prepagada';
  const catalogo = useLoad((signal) => directorioApi.aseguradoras(signal), [], { activo: conCual });
  const aceptadas = profesional.aseguradoras;
  const noAtiende = aseguradora && aceptadas && !aceptadas.some((a) => a.slug === aseguradora.slug);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-tipo`}>{textos.como}</label>
        <select
          id={`${id}-tipo`}
          value={tipo}
          onChange={(e) => onPago({ tipo: e.target.value as Pago['tipo'], aseguradora: null })}
        >
          <option value="">{textos.sinIndicar}</option>
          {TIPOS.map((t) => (
            <option key={t} value={t}>
              {textos.tipos[t]}
            </option>
          ))}
        </select>
      </div>
      {conCual && (
        <div className="field">
          <label htmlFor={`${id}-cual`}>{textos.cual[tipo]}</label>
          <select
            id={`${id}-cual`}
            value={aseguradora?.slug ?? ''}
            aria-describedby={noAtiende ? `${id}-aviso` : undefined}
            onChange={(e) =>
              onPago({ tipo, aseguradora: catalogo.data?.find((a) => a.slug === e.target.value) ?? null })
            }
          >
            <option value="">{catalogo.loading ? textos.cargando : textos.elegir}</option>
            {catalogo.data
              ?.filter((a) => a.tipo === tipo)
              .map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.nombre}
                </option>
              ))}
          </select>
        </div>
      )}
      <div role="status" className="booking__pago-aviso">
        {noAtiende && (
          <p id={`${id}-aviso`}>
            {textos.noAtiende(aseguradora.nombre)}{' '}
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onPago({ tipo: 'particular', aseguradora: null })}
            >
              {textos.comoParticular}
            </button>
          </p>
        )}
      </div>
    </>
  );
}
