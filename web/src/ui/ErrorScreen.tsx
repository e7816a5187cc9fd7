import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textosComun } from '../i18n/es/comun';

/** The generic fallback screen: what went wrong, and a link home that reloads the app. */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main id="contenido" className="container state state--error">
      <h1>{textosComun.errores.tituloError}</h1>
      <p>{textosComun.errores.detalle(detail)}</p>
      <Link className="btn btn--primary" to="/" reloadDocument>
        {textosComun.errores.volverInicio}
      </Link>
    </main>
  );
}

type Props = {
  children: ReactNode;
  /** a new value clears the error (the location) */
  resetKey: string;
};
type State = { fallo: { error: unknown } | null; resetKey: string };

/**
 * Shows `ErrorScreen` instead of its children when one of them throws while rendering, a screen's
 * chunk included (an old tab after a deploy): the link home reloads the app. Going to another
 * location (`resetKey`) tries the screens again.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { fallo: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { fallo: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { fallo: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.fallo ? <ErrorScreen error={this.state.fallo.error} /> : this.props.children;
  }
}
