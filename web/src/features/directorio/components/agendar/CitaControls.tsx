import { type KeyboardEvent, useId } from 'react';
import { cop } from '../../../../../../common/dinero';
import type { Motivo } from '../../../../../../common/wire/motivos';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../../i18n/es/directorio';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { useDiasLibres } from '../../../../lib/disponibilidad';
import { fechaLarga } from '../../../../lib/format';
import { Calendar } from '../../../../ui/Calendar';
import { Field } from '../../../../ui/Field';
import { EntrarEnEspera } from './EntrarEnEspera';
import { type Pago, PagoCita } from './PagoCita';

const textos = textosPerfil.agendar;
const labels = { ...textos.calendario, dia: fechaLarga };

export type Seleccion = {
  modalidad: '1' | '2';
  motivo: string;
  primera: '' | 'si' | 'no';
  /** how she pays (optional) */
  pago: Pago;
  mes: string;
};

type Props = {
  profesional: Profesional;
  motivos: Motivo[];
  seleccion: Seleccion;
  onCambio: (cambio: Partial<Seleccion>) => void;
  /** the highlighted day: the chosen one, else today */
  dia: string;
  hoy: string;
  max: string;
  onDia: (fecha: string) => void;
};

/**
 * The modalities a profesional offers, in person first: 'Virtual' only when she offers it
 * (`virtual` 1); in person when she does, or when she says neither.
 */
export function modalidadesDe(p: Pick<Profesional, 'presencial' | 'virtual'>): ('1' | '2')[] {
  const virtual = p.virtual === 1;
  return [...(p.presencial === 1 || !virtual ? (['1'] as const) : []), ...(virtual ? (['2'] as const) : [])];
}

/** A motivo as the select lists it: its name, and its length and price when it has its own. */
export const opcionMotivo = (m: Motivo) =>
  [m.nombre, m.duracion_minutos ? textos.minutos(m.duracion_minutos) : '', m.precio !== null ? cop(m.precio) : '']
    .filter(Boolean)
    .join(' · ');

/**
 * The booking panel: modality tabs (sent with the cita), address, reason, first visit, how she pays
 * and the month calendar.
 */
export function CitaControls({ profesional, motivos, seleccion, onCambio, dia, hoy, max, onDia }: Props) {
  const id = useId();
  const libres = useDiasLibres(profesional.id, seleccion.mes, Number(seleccion.motivo) || undefined);
  const tabs = modalidadesDe(profesional);
  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next = seleccion.modalidad === '1' ? '2' : '1';
    onCambio({ modalidad: next });
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const nota =
    seleccion.modalidad === '1' ? (
      <p className="booking__address">
        <strong>{textos.direccion}: </strong>
        {[profesional.direccion, profesional.ciudad].filter(Boolean).join(', ') || textosPerfil.pagina.sinDato}
      </p>
    ) : (
      <p className="booking__address">{textos.virtualNota}</p>
    );
  return (
    <div className="booking__controls">
      {tabs.length > 1 ? (
        <>
          <div role="tablist" aria-label={textos.modalidad} className="booking__tabs">
            {tabs.map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`${id}-tab-${m}`}
                aria-selected={seleccion.modalidad === m}
                aria-controls={`${id}-panel`}
                tabIndex={seleccion.modalidad === m ? 0 : -1}
                className="booking__tab"
                onClick={() => onCambio({ modalidad: m })}
                onKeyDown={onTabKey}
              >
                {textosDirectorio.modalidades[m]}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${seleccion.modalidad}`}>
            {nota}
          </div>
        </>
      ) : (
        <>
          <p className="booking__unica">
            <strong>{textos.modalidadResumen}: </strong>
            {textosDirectorio.modalidades[seleccion.modalidad]}
          </p>
          {nota}
        </>
      )}
      <Field id={`${id}-motivo`} label={textos.motivo} hint={motivos.length === 0 && textos.sinMotivos}>
        {(control) => (
          <select {...control} value={seleccion.motivo} onChange={(e) => onCambio({ motivo: e.target.value })}>
            <option value="">{textos.elegirMotivo}</option>
            {motivos.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {opcionMotivo(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field">
        <label htmlFor={`${id}-primera`}>{textos.primeraVez}</label>
        <select
          id={`${id}-primera`}
          value={seleccion.primera}
          onChange={(e) => onCambio({ primera: e.target.value as Seleccion['primera'] })}
        >
          <option value="">{textos.elegirPrimera}</option>
          <option value="si">{textos.si}</option>
          <option value="no">{textos.no}</option>
        </select>
      </div>
      <PagoCita profesional={profesional} pago={seleccion.pago} onPago={(pago) => onCambio({ pago })} />
      <p className="booking__label" id={`${id}-dia`}>
        {textos.dia}
      </p>
      <Calendar
        mes={seleccion.mes}
        onMes={(mes) => onCambio({ mes })}
        selected={dia}
        min={hoy}
        max={max}
        hoy={hoy}
        onSelect={onDia}
        labels={labels}
        libres={libres}
      />
      <EntrarEnEspera profesional={profesional} motivos={motivos} seleccion={seleccion} dia={dia} max={max} />
    </div>
  );
}
