import type { InputHTMLAttributes } from 'react';

interface FilterInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's own class besides `field` (the search box's wider column). */
  fieldClassName?: string;
}

/** One labelled input of a list's filters panel. */
export function FilterInput({ id, label, value, onValue, fieldClassName, ...input }: FilterInputProps) {
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
        }}
        {...input}
      />
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The choices besides `All` (the empty value). */
  options: readonly string[];
  /** How a choice reads (the value itself unless given). */
  optionLabel?: (option: string) => string;
  onValue: (value: string) => void;
}

/** One labelled select of a list's filters panel, `All` first. */
export function FilterSelect({ id, label, value, options, optionLabel, onValue }: FilterSelectProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control field__control--select"
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
