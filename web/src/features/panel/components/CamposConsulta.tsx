import { type AseguradoraAceptada, IDIOMAS } from '../../../../../common/wire/profesionales';
import { textosPanel } from '../../../i18n/es/panel';
import { Field } from '../../../ui/Field';

const textos = textosPanel.perfil.consulta;

/** What patients decide on, as the profile form holds it. */
export type Consulta = {
  precio_consulta: string;
  rethus: string;
  condiciones: string;
  enlace_video: string;
  idiomas: string[];
  aseguradoras: number[];
};

const TIPOS: AseguradoraAceptada['tipo'][] = ['eps', 'prepagada', 'particular'];

/** Adds `valor` to a list or takes it out. */
const alternar = <T,>(lista: T[], valor: T, con: boolean) =>
  con ? [...lista.filter((v) => v !== valor), valor] : lista.filter((v) => v !== valor);

/**
 * The profile's fields of issue 20: price, RETHUS, conditions, meeting link, languages and the
 * aseguradoras she accepts (checkboxes grouped EPS / prepagada / particular).
 */
export function CamposConsulta({
  id,
  valor,
  aseguradoras,
  onChange,
}: {
  id: string;
  valor: Consulta;
  aseguradoras: AseguradoraAceptada[] | undefined;
  onChange: (cambio: Partial<Consulta>) => void;
}) {
  return (
    <section aria-labelledby={`${id}-consulta`}>
      <h3 id={`${id}-consulta`}>{textos.titulo}</h3>
      <div className="form-grid">
        <Field id={`${id}-precio`} label={textos.precio} hint={textos.precioAyuda}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={valor.precio_consulta}
              onChange={(e) => onChange({ precio_consulta: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-rethus`} label={textos.rethus} hint={textos.rethusAyuda}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={20}
              value={valor.rethus}
              onChange={(e) => onChange({ rethus: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-enlace`} label={textos.enlaceVideo} hint={textos.enlaceVideoAyuda}>
        {(control) => (
          <input
            {...control}
            type="url"
            autoComplete="url"
            maxLength={300}
            value={valor.enlace_video}
            onChange={(e) => onChange({ enlace_video: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-condiciones`} label={textos.condiciones} hint={textos.condicionesAyuda}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={valor.condiciones}
            onChange={(e) => onChange({ condiciones: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="field checks">
        <legend>{textos.idiomas}</legend>
        {Object.entries(IDIOMAS).map(([codigo, nombre]) => (
          <label className="check" key={codigo}>
            <input
              type="checkbox"
              checked={valor.idiomas.includes(codigo)}
              onChange={(e) => onChange({ idiomas: alternar(valor.idiomas, codigo, e.target.checked) })}
            />
            <span>{nombre}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="field checks">
        <legend>{textos.aseguradoras}</legend>
        {!aseguradoras && <p className="muted">{textos.cargandoAseguradoras}</p>}
        {TIPOS.map((tipo) => {
          const delTipo = (aseguradoras ?? []).filter((a) => a.tipo === tipo);
          if (!delTipo.length) return null;
          return (
            <fieldset key={tipo} className="checks__grupo">
              <legend>{textos.tipos[tipo]}</legend>
              {delTipo.map((a) => (
                <label className="check" key={a.id}>
                  <input
                    type="checkbox"
                    checked={valor.aseguradoras.includes(a.id)}
                    onChange={(e) => onChange({ aseguradoras: alternar(valor.aseguradoras, a.id, e.target.checked) })}
                  />
                  <span>{a.nombre}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </fieldset>
    </section>
  );
}
