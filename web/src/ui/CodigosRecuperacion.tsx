import { useId } from 'react';
import { textosDosPasos } from '../i18n/es/dos-pasos';
import { toast } from '../lib/toast';

const textos = textosDosPasos.recuperacion;

/** The ten recovery codes, shown once after a set-up or a regeneration, with a way to copy them. */
export function CodigosRecuperacion({ codigos, onListo }: { codigos: string[]; onListo: () => void }) {
  const id = useId();
  const copiar = async () => {
    await navigator.clipboard?.writeText(codigos.join('\n'));
    toast.success(textos.copiados);
  };
  return (
    <section aria-labelledby={`${id}-titulo`} className="dos-pasos">
      <h2 id={`${id}-titulo`}>{textos.titulo}</h2>
      <p className="muted">{textos.intro}</p>
      <ol className="dos-pasos__codigos">
        {codigos.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--block" onClick={copiar}>
        {textos.copiar}
      </button>
      <button type="button" className="btn btn--primary btn--block" onClick={onListo}>
        {textos.listo}
      </button>
    </section>
  );
}
