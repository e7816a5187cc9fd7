import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import './dropdown.css';

export type DropdownOption = { value: string; label: string };

type Props = {
  label: string;
  options: DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** shown when no option holds `value` */
  placeholder?: string;
  className?: string;
};

/**
 * A select-only combobox (WAI-ARIA APG pattern): opens on click or arrow keys, holds one
 * selection, closes on choice, Escape or a click outside; type-ahead jumps to an option.
 * The list is 10rem high and scrolls.
 */
export function Dropdown({ label, options, value, onChange, placeholder = '', className = '' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const rootRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const optionId = (i: number) => `${id}-opcion-${i}`;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const show = (index = Math.max(0, selectedIndex)) => {
    setActive(Math.min(Math.max(0, index), options.length - 1));
    setOpen(true);
  };
  const choose = (i: number) => {
    typed.current.at = 0;
    const option = options[i];
    if (option) onChange(option.value);
    setOpen(false);
    comboRef.current?.focus();
  };
  /** Type-ahead: letters typed within 0.7 s form one search; repeating one letter cycles through its options. */
  const typeahead = (char: string) => {
    const now = Date.now();
    const text = now - typed.current.at < 700 ? typed.current.text + char : char;
    typed.current = { text, at: now };
    const search = [...text].every((c) => c === text[0]) ? text[0] : text;
    const norm = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const from = open ? active : Math.max(0, selectedIndex);
    const start = from + (search.length === 1 ? 1 : 0);
    const orden = [...options.keys()].map((k) => (k + start) % options.length);
    const hit = orden.find((i) => norm(options[i].label).startsWith(norm(search)));
    if (hit !== undefined) show(hit);
  };
  const typing = () => Date.now() - typed.current.at < 700;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = options.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) show();
      else if (e.key === 'Home') show(0);
      else if (e.key === 'End') show(last);
      else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeahead(e.key);
      else return;
      e.preventDefault();
      return;
    }
    if (e.key === 'ArrowDown') setActive((a) => Math.min(last, a + 1));
    else if (e.key === 'ArrowUp' && e.altKey) choose(active);
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(last);
    else if (e.key === 'PageDown') setActive((a) => Math.min(last, a + 10));
    else if (e.key === 'PageUp') setActive((a) => Math.max(0, a - 10));
    else if (e.key === ' ' && typing()) typeahead(' ');
    else if (e.key === 'Enter' || e.key === ' ') choose(active);
    else if (e.key === 'Escape') {
      typed.current.at = 0;
      setOpen(false);
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeahead(e.key);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className={`dropdown ${className}`} ref={rootRef}>
      <span className="dropdown__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        ref={comboRef}
        id={`${id}-combo`}
        className="dropdown__combo"
        role="combobox"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-lista`}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        <span className={selectedIndex < 0 ? 'dropdown__placeholder' : undefined}>
          {selectedIndex < 0 ? placeholder : options[selectedIndex].label}
        </span>
        <span className="dropdown__chevron" aria-hidden="true" />
      </div>
      <div
        id={`${id}-lista`}
        className="dropdown__list"
        role="listbox"
        aria-labelledby={`${id}-label`}
        tabIndex={-1}
        hidden={!open}
        onMouseDown={(e) => e.preventDefault()}
      >
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (aria-activedescendant)
          <div
            key={o.value}
            tabIndex={-1}
            id={optionId(i)}
            role="option"
            aria-selected={i === selectedIndex}
            className={`dropdown__option${i === active ? ' is-active' : ''}`}
            onClick={() => choose(i)}
            onMouseMove={() => i !== active && setActive(i)}
          >
            {o.label}
          </div>
        ))}
      </div>
    </div>
  );
}
