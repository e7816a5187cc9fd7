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

/** A day filter of an admin list (YYYY-MM-DD, '' for none), bounded by the other end of its range. */
export function CampoFecha({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (dia: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
