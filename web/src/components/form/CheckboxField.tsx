import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldFrame';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label may hold a link (the SMS policy), so it is content rather than a string. */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        className="field__checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      />
      <label className="field__checkbox-label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
