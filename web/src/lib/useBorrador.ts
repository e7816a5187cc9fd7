import { useState } from 'react';

/**
 * A draft of a stored value (a cell being edited, a search box): it starts as the value and is
 * replaced when the value itself changes. The replacement happens during the render, not in an
 * effect: a mount effect that runs late (after a transition's commit) would put the stored value
 * back over what was typed in the meantime. `conservar` keeps a draft that already says the new value
 * (a search whose trimmed text became the URL's).
 */
export function useBorrador<T>(valor: T, conservar?: (borrador: T, valor: T) => boolean) {
  const [borrador, setBorrador] = useState(valor);
  const [visto, setVisto] = useState(valor);
  if (!Object.is(visto, valor)) {
    setVisto(valor);
    if (!conservar?.(borrador, valor)) setBorrador(valor);
  }
  return [borrador, setBorrador] as const;
}
