import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CIUDADES } from '../../../../../common/ciudades';
import type { Especialidad } from '../../../../../common/wire/especialidades';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { Dropdown } from '../../../ui/Dropdown';
import { rutaProfesionales } from '../paths';
import { useDirectorioUi } from '../store';
import { CampoBusqueda } from './CampoBusqueda';

/** Hero search: free text, visit type, specialty and city; the button opens the canonical list route. */
export function SearchPanel({ especialidades }: { especialidades: Especialidad[] }) {
  const { tipo, especialidad, ciudad, setBusqueda } = useDirectorioUi();
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  return (
    <form
      className="search-panel card"
      aria-label={textosDirectorio.inicio.buscador}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(rutaProfesionales(ciudad, especialidad, tipo, q));
      }}
    >
      <CampoBusqueda valor={q} onCambio={setQ} />
      <fieldset className="segmented">
        <legend>{textosDirectorio.inicio.tipo}</legend>
        {(['0', '1', '2'] as const).map((value) => (
          <label key={value} className={`segmented__option${tipo === value ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="tipo-consulta"
              value={value}
              checked={tipo === value}
              onChange={() => setBusqueda({ tipo: value })}
            />
            {textosDirectorio.modalidades[value]}
          </label>
        ))}
      </fieldset>
      <Dropdown
        label={textosDirectorio.inicio.especialidad}
        value={especialidad}
        onChange={(v) => setBusqueda({ especialidad: v })}
        options={[
          { value: '', label: textosDirectorio.inicio.todasEspecialidades },
          ...especialidades.map((e) => ({ value: e.nombre, label: e.nombre })),
        ]}
      />
      <Dropdown
        label={textosDirectorio.inicio.ciudad}
        value={ciudad}
        onChange={(v) => setBusqueda({ ciudad: v })}
        options={[
          { value: '', label: textosDirectorio.inicio.todasCiudades },
          ...CIUDADES.map((c) => ({ value: c, label: c })),
        ]}
      />
      <button type="submit" className="btn btn--primary search-panel__submit">
        {textosDirectorio.inicio.buscar}
      </button>
    </form>
  );
}
