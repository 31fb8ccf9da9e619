import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          ref={ref}
          rows={rows}
          className="field__control field__control--textarea"
        />
      )}
    </FieldFrame>
  );
}
