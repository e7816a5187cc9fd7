import { useState } from 'react';
import { imagenLista } from '../../../../../common/imagenes';

/** A stored photo, or an inline placeholder (never a broken image) when missing or failing to load. */
export function Imagen({
  src,
  alt,
  placeholderLabel,
  className = '',
  eager,
  transitionName,
  sizes = '128px',
}: {
  src: string | null | undefined;
  alt: string;
  /** accessible name of the placeholder; omit for a decorative placeholder */
  placeholderLabel?: string;
  className?: string;
  eager?: boolean;
  transitionName?: string;
  /** the rendered width (`sizes`), so the browser fetches the server's smallest sharp copy */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const style = transitionName ? { viewTransitionName: transitionName } : undefined;
  if (!src || failed) {
    const figura = (
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="24" r="12" />
        <path d="M8 60c2-13 12-20 24-20s22 7 24 20z" />
      </svg>
    );
    return placeholderLabel ? (
      <span className={`photo photo--placeholder ${className}`} style={style} role="img" aria-label={placeholderLabel}>
        {figura}
      </span>
    ) : (
      <span className={`photo photo--placeholder ${className}`} style={style} aria-hidden="true">
        {figura}
      </span>
    );
  }
  return (
    <img
      className={`photo ${className}`}
      style={style}
      {...imagenLista(src, sizes)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
