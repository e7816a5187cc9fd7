import { textosAdmin } from '../../../i18n/es/admin';

/** The search box of an admin list's filters (the list reads it once typing pauses). */
export function CampoBusqueda({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (q: string) => void;
}) {
  return (
    <div className="field admin-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} maxLength={100} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A status filter of an admin list: 'Todos' (the empty value) and one option per status. */
export function CampoOpciones<V extends string>({
  id,
  label,
  value,
  opciones,
  onChange,
}: {
  id: string;
  label: string;
  value: V | '';
  opciones: readonly (readonly [V, string])[];
  onChange: (valor: V | '') => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{textosAdmin.comun.todos}</option>
        {opciones.map(([valor, texto]) => (
          <option key={valor} value={valor}>
            {texto}
          </option>
        ))}
      </select>
    </div>
  );
}
