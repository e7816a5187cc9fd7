import { useId } from 'react';
import './stars.css';

/** One star of the input (the read-only `Stars` draws its own with a CSS mask). */
function StarShape() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

type Props = {
  /** 0 means "not rated yet"; 1..5 stars */
  value: number;
  onChange: (value: number) => void;
  legend: string;
  hint?: string;
  /** accessible name of each option: 1 → '1 estrella' */
  optionLabel: (n: number) => string;
  name?: string;
};

/** A 1–5 star rating as a native radio group (arrow keys, labels, one tab stop); 0 = nothing chosen. */
export function StarInput({ value, onChange, legend, hint, optionLabel, name }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className="star-input" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={`star-input__option${n <= value ? ' is-on' : ''}`}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name ?? `${id}-estrellas`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${id}-${n}`}>
              <StarShape />
              <span className="sr-only">{optionLabel(n)}</span>
            </label>
          </span>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
