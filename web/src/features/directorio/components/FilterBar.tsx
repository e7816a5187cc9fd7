import { CIUDADES, slug } from '../../../../../common/texto';
import type { Especialidad } from '../../../../../common/wire/especialidades';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';
import { Dropdown } from '../../../ui/Dropdown';
import type { Filtros, Modalidad } from '../api';

/** The list's filters (city, specialty, modality); values are route slugs, 'todas' = any. */
export function FilterBar({
  filtros,
  especialidades,
  onChange,
}: {
  filtros: Filtros;
  especialidades: Especialidad[];
  onChange: (cambio: Partial<Filtros>) => void;
}) {
  return (
    <form className="filter-bar card" aria-label={textosDirectorioLista.filtros} onSubmit={(e) => e.preventDefault()}>
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
    </form>
  );
}
