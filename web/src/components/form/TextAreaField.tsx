import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './TextField';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The field's validation message, shown under it and announced with it. */
  error?: string | undefined;
  /** A short help text under the label. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, with its hint and error tied to it like `TextField`'s. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={rows}
        className="field__control field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
