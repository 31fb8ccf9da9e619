import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} ref={ref} className="field__control field__control--select">
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
      )}
    </FieldFrame>
  );
}
