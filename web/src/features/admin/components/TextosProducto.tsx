import { textosAdmin } from '../../../i18n/es/admin';
import { Markdownish } from '../../../ui/Markdownish';

const textos = textosAdmin.productos;

/** A product's three long texts, in the order the store shows them. */
export const TEXTOS = ['ficha_tecnica', 'uso_adecuado', 'aviso_legal'] as const;
export type Textos = Record<(typeof TEXTOS)[number], string>;

/**
 * The three text areas with the `**bold**` hint and each text's live preview (only `**bold**`
 * is markup, HTML shows as text); shared by the new product form and 'Editar textos'.
 */
export function CamposTexto({
  idBase,
  valores,
  onChange,
}: {
  idBase: string;
  valores: Textos;
  onChange: (campo: keyof Textos, valor: string) => void;
}) {
  return (
    <>
      <p className="field__hint">{textos.ayudaNegrita}</p>
      {TEXTOS.map((k) => (
        <div className="field admin-texto" key={k}>
          <label htmlFor={`${idBase}-${k}`}>{textos.campos[k]}</label>
          <textarea
            id={`${idBase}-${k}`}
            value={valores[k]}
            onChange={(e) => onChange(k, e.target.value)}
            maxLength={5000}
            rows={4}
          />
          {valores[k].trim() && (
            <div className="admin-preview">
              <p className="admin-preview__label">{textos.vistaPrevia}</p>
              <Markdownish text={valores[k]} />
            </div>
          )}
        </div>
      ))}
    </>
  );
}
