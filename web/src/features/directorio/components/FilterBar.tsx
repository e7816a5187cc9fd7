import { useId, useState } from 'react';
import { CIUDADES } from '../../../../../common/ciudades';
import { slug } from '../../../../../common/texto';
import type { Especialidad } from '../../../../../common/wire/especialidades';
import type { AseguradoraAceptada } from '../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';
import { Dropdown } from '../../../ui/Dropdown';
import type { Filtros, Modalidad } from '../api';

/**
 * The list's filters (city, specialty, modality, aseguradora) and its order; values are slugs,
 * 'todas' = any; the order is the recommended one or the soonest available first. On a phone they
 * sit behind one button that counts the filters on (directorio.css), so the results come first.
 */
export function FilterBar({
  filtros,
  especialidades,
  aseguradoras = [],
  onChange,
}: {
  filtros: Filtros;
  especialidades: Especialidad[];
  aseguradoras?: AseguradoraAceptada[];
  onChange: (cambio: Partial<Filtros>) => void;
}) {
  const textos = textosDirectorioLista;
  const [abierto, setAbierto] = useState(false);
  const id = useId();
  const activos = [
    filtros.ciudad !== 'todas',
    filtros.especialidad !== 'todas',
    filtros.modalidad !== '0',
    (filtros.aseguradora ?? 'todas') !== 'todas',
  ].filter(Boolean).length;
  return (
    <>
      <button
        type="button"
        className="btn filter-bar__abrir"
        aria-expanded={abierto}
        aria-controls={id}
        onClick={() => setAbierto((a) => !a)}
      >
        {textos.verFiltros(activos)}
      </button>
      <form
        id={id}
        className="filter-bar card"
        data-abierto={abierto || undefined}
        aria-label={textosDirectorioLista.filtros}
        onSubmit={(e) => e.preventDefault()}
      >
        <Dropdown
          label={textosDirectorio.inicio.ciudad}
          value={filtros.ciudad}
          placeholder={filtros.ciudad}
          onChange={(ciudad) => onChange({ ciudad })}
          options={[
            { value: 'todas', label: textosDirectorio.inicio.todasCiudades },
            ...CIUDADES.map((c) => ({ value: slug(c), label: c })),
          ]}
        />
        <Dropdown
          label={textosDirectorio.inicio.especialidad}
          value={filtros.especialidad}
          placeholder={filtros.especialidad}
          onChange={(especialidad) => onChange({ especialidad })}
          options={[
            { value: 'todas', label: textosDirectorio.inicio.todasEspecialidades },
            ...especialidades.map((e) => ({ value: slug(e.nombre), label: e.nombre })),
          ]}
        />
        <fieldset className="segmented">
          <legend>{textosDirectorioLista.modalidad}</legend>
          {(['0', '1', '2'] as Modalidad[]).map((value) => (
            <label key={value} className={`segmented__option${filtros.modalidad === value ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="modalidad"
                value={value}
                checked={filtros.modalidad === value}
                onChange={() => onChange({ modalidad: value })}
              />
              {value === '0' ? textosDirectorioLista.quitarModalidad : textosDirectorio.modalidades[value]}
            </label>
          ))}
        </fieldset>
        <Dropdown
          label={textos.aseguradora}
          value={filtros.aseguradora ?? 'todas'}
          placeholder={filtros.aseguradora}
          onChange={(aseguradora) => onChange({ aseguradora })}
          options={[
            { value: 'todas', label: textos.todasAseguradoras },
            ...aseguradoras.map((a) => ({ value: a.slug, label: a.nombre })),
          ]}
        />
        <Dropdown
          label={textos.orden}
          value={filtros.orden ?? ''}
          onChange={(orden) => onChange({ orden: orden === 'proxima' ? 'proxima' : '' })}
          options={[
            { value: '', label: textos.ordenes[''] },
            { value: 'proxima', label: textos.ordenes.proxima },
          ]}
        />
      </form>
    </>
  );
}
