import { useId, type ReactNode } from 'react';
import { describedBy } from './describedBy';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** The field's validation message, shown under it and announced with it. */
  error?: string | undefined;
  className?: string | undefined;
  /** Renders the control (input, textarea, select) with the ids that tie it to the frame. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, optional hint, the control and its error, wired together for assistive technology. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      {message}
    </p>
  );
}
