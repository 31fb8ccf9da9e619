import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './TextField';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly string[];
  /** The text of the empty first choice. */
  placeholder: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader support come with it). */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
