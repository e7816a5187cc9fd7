import type { CSSProperties } from 'react';
import './stars.css';

/** How much of each of the 5 stars is filled (0, 0.5 or 1), the value rounded to the nearest half. */
export function starFills(value: number): number[] {
  const half = Math.round(Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0)) * 2) / 2;
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, half - i)));
}

/**
 * The width of the filled part of the five stars: whole stars (each 1em wide plus the 0.1em after
 * it) and, where the value rounds to a half, half a star.
 */
export function starFillWidth(value: number): string {
  const fills = starFills(value);
  const llenas = fills.filter((f) => f === 1).length;
  const media = fills.includes(0.5) ? 0.5 : 0;
  return `${Number((llenas * 1.1 + media).toFixed(2))}em`;
}

/**
 * Read-only rating: 5 stars with half stars, named for screen readers by `label`. One element,
 * the stars drawn by its CSS mask (stars.css), not five pairs of SVGs: a page of 24 cards drew
 * ~740 elements for its stars alone.
 */
export function Stars({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={`stars stars--${size}`}
      role="img"
      aria-label={label}
      style={{ '--relleno': starFillWidth(value) } as CSSProperties}
    />
  );
}
