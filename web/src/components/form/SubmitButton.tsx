import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While the form's request is on its way: the button is off and says so. */
  pending: boolean;
  /** What the button says meanwhile, e.g. `Saving…`. */
  pendingLabel: string;
  children: ReactNode;
  /** Full width, as on the sign-in pages. */
  block?: boolean;
  disabled?: boolean;
}

/** A form's primary button: off while its request is on its way, saying what is happening. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  block = false,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <button
      className={block ? 'button button--primary button--block' : 'button button--primary'}
      type="submit"
      disabled={pending || disabled}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
