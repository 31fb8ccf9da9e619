import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './TextField';

/** A choice whose stored value differs from the words shown for it. */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
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
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
