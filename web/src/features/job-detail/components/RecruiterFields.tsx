import type { FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { JobDetailMessages } from '../jobDetailMessages';
import type { JobEditValues } from '../jobEdits';

interface RecruiterFieldsProps {
  fields: FieldArrayWithId<JobEditValues, 'recruiters'>[];
  register: UseFormRegister<JobEditValues>;
  errors: FieldErrors<JobEditValues>['recruiters'];
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Staff's recruiters: add and remove rows; an empty name is saved as `Unknown`. */
export function RecruiterFields({ fields, register, errors, onAdd, onRemove }: RecruiterFieldsProps) {
  return (
    <fieldset className="job-edit__recruiters">
      <legend>{JobDetailMessages.recruiters}</legend>
      {fields.length === 0 ? <p className="job-detail__empty">{JobDetailMessages.noRecruiters}</p> : null}
      {fields.map((recruiter, index) => (
        <fieldset key={recruiter.id} className="job-edit__recruiter">
          <legend className="visually-hidden">{`Recruiter ${String(index + 1)}`}</legend>
          <TextField
            label="Name"
            placeholder={JobDetailMessages.unknownRecruiter}
            error={errors?.[index]?.name?.message}
            {...register(`recruiters.${index}.name`)}
          />
          <TextField
            label="Profile URL"
            type="url"
            error={errors?.[index]?.profileUrl?.message}
            {...register(`recruiters.${index}.profileUrl`)}
          />
          <TextField
            label="Email"
            type="email"
            error={errors?.[index]?.email?.message}
            {...register(`recruiters.${index}.email`)}
          />
          <TextField
            label="Phone"
            type="tel"
            error={errors?.[index]?.phone?.message}
            {...register(`recruiters.${index}.phone`)}
          />
          <button
            className="button button--secondary button--small job-edit__remove"
            type="button"
            aria-label={JobDetailMessages.removeRecruiter(
              recruiter.name || JobDetailMessages.unknownRecruiter,
            )}
            onClick={() => {
              onRemove(index);
            }}
          >
            {JobDetailMessages.remove}
          </button>
        </fieldset>
      ))}
      <button className="button button--secondary button--small" type="button" onClick={onAdd}>
        {JobDetailMessages.addRecruiter}
      </button>
    </fieldset>
  );
}
