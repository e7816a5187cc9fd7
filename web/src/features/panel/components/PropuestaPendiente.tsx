import type { Propuesta } from '../../../../../common/wire/cuentas';
import { textosPanel } from '../../../i18n/es/panel';

const textos = textosPanel.perfil.pendiente;
const CAMPOS = ['nombre', 'apellido', 'cedula', 'ciudad', 'cargo'] as const;

/**
 * The change of name, specialty, cédula or city she asked for after activation, while an
 * administrator reviews it: what each field will say once approved ("pendiente de aprobación").
 */
export function PropuestaPendiente({ propuesta }: { propuesta: Propuesta | null | undefined }) {
  if (!propuesta) return null;
  const cambiados = CAMPOS.filter((k) => propuesta[k] !== null && propuesta[k] !== undefined);
  if (!cambiados.length) return null;
  return (
    <section className="propuesta-pendiente" role="status" aria-labelledby="propuesta-pendiente">
      <h3 id="propuesta-pendiente">{textos.titulo}</h3>
      <ul>
        {cambiados.map((k) => (
          <li key={k}>
            <strong>{textos.campos[k]}:</strong> {propuesta[k]}
          </li>
        ))}
      </ul>
      <p>{textos.texto}</p>
    </section>
  );
}
