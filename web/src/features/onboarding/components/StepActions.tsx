interface StepActionsProps {
  onBack: (() => void) | undefined;
  /** The label of the submit button: Next, or Save on the voluntary step. */
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** The save failure to show beside the buttons. */
  errorText: string | null;
}

export function StepActions({ onBack, submitLabel, pending, disabled = false, errorText }: StepActionsProps) {
  return (
    <div className="wizard-actions">
      {errorText ? (
        <p className="wizard-actions__error" role="alert">
          {errorText}
        </p>
      ) : null}
      <div className="wizard-actions__buttons">
        {onBack ? (
          <button className="button button--secondary" type="button" onClick={onBack} disabled={pending}>
            Back
          </button>
        ) : null}
        <button className="button button--primary" type="submit" disabled={pending || disabled}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </div>
  );
}
