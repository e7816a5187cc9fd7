/** The code field of two-step sign-in: six digits from the app, or (`recuperacion`) a recovery code. */
export function CampoCodigo(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  recuperacion?: boolean;
  autoFocus?: boolean;
}) {
  const { id, label, value, onChange, error, recuperacion, autoFocus } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="codigo"
        className="dos-pasos__campo"
        inputMode={recuperacion ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recuperacion ? 14 : 6}
        pattern={recuperacion ? undefined : '[0-9]*'}
        // biome-ignore lint/a11y/noAutofocus: the code screen has this one field, opened by the user's own submit
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
