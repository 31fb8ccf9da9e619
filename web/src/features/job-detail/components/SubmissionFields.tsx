import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import { JobDetailMessages } from '../jobDetailMessages';
import type { SubmissionValues } from '../statusChange';

interface SubmissionFieldsProps {
  value: SubmissionValues;
  onChange: (value: SubmissionValues) => void;
}

/** Moving to Applied: what went with the application and where, for the user's submission receipt. */
export function SubmissionFields({ value, onChange }: SubmissionFieldsProps) {
  return (
    <fieldset className="status-control__submission">
      <legend>{JobDetailMessages.receipt}</legend>
      <CheckboxField
        label={JobDetailMessages.resumeAttached}
        checked={value.resumeAttached}
        onChange={(event) => {
          onChange({ ...value, resumeAttached: event.target.checked });
        }}
      />
      <CheckboxField
        label={JobDetailMessages.coverLetterAttached}
        checked={value.coverLetterAttached}
        onChange={(event) => {
          onChange({ ...value, coverLetterAttached: event.target.checked });
        }}
      />
      <TextField
        label={JobDetailMessages.appliedUrl}
        type="url"
        value={value.appliedUrl}
        onChange={(event) => {
          onChange({ ...value, appliedUrl: event.target.value });
        }}
      />
    </fieldset>
  );
}
