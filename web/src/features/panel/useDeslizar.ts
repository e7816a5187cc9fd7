import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways to count as a swipe, and how much more sideways than up or down. */
export const UMBRAL_DESLIZAR = 60;
const RAZON_HORIZONTAL = 1.5;

/**
 * Swipe handlers for touch and pen: a sideways move past the threshold calls `onPaso(1)` when the
 * finger went left (the next one, as turning a page) and `onPaso(-1)` when it went right. A mostly
 * vertical move is a scroll and does nothing. The element should carry `touch-action: pan-y`.
 */
export function useDeslizar(onPaso: (paso: -1 | 1) => void) {
  const inicio = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' || !e.isPrimary) return;
      inicio.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const desde = inicio.current;
      inicio.current = null;
      if (!desde || desde.id !== e.pointerId) return;
      const dx = e.clientX - desde.x;
      const dy = e.clientY - desde.y;
      if (Math.abs(dx) < UMBRAL_DESLIZAR || Math.abs(dx) < RAZON_HORIZONTAL * Math.abs(dy)) return;
      onPaso(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      inicio.current = null;
    },
  };
}
