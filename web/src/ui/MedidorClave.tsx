import { fuerzaClave } from '../../../common/claves';
import { textosClaves } from '../i18n/es/claves';
import './medidor-clave.css';

const textos = textosClaves.medidor;

/**
 * How hard a new password is to guess, as it is typed: a meter of five levels and what would make
 * it better. Its own chunk (the list of common passwords weighs 10 KB gzip): the forms load it
 * lazily through `MedidorClaveDiferido` (ui/NuevaClave.tsx), never on the home page.
 */
export default function MedidorClave({ clave, id }: { clave: string; id: string }) {
  const { nivel, pistas } = fuerzaClave(clave);
  return (
    <div className={`medidor-clave medidor-clave--${nivel}`} id={id}>
      <div className="medidor-clave__fila">
        <meter
          className="medidor-clave__barra"
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={nivel}
          aria-label={textos.etiqueta}
          aria-valuetext={textos.niveles[nivel]}
        />
        <span className="medidor-clave__nivel" aria-live="polite">
          {textos.niveles[nivel]}
        </span>
      </div>
      {pistas.length > 0 && (
        <ul className="medidor-clave__pistas">
          {pistas.map((p) => (
            <li key={p}>{textos.pistas[p]}</li>
          ))}
        </ul>
      )}
      <p className="medidor-clave__nota">{textos.filtraciones}</p>
    </div>
  );
}
