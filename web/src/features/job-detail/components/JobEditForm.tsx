import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, type Resolver } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { isStaleVersion, saveFailureMessage } from '../failureMessages';
import { useJob } from '../hooks/useJob';
import { useUpdateJob } from '../hooks/useUpdateJob';
import {
  ALL_EDIT_FIELDS,
  EMPTY_RECRUITER,
  editValuesOf,
  JOB_EDIT_INPUTS,
  updateBodyOf,
  ZJobEditForm,
  type JobEditValues,
} from '../jobEdits';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { RecruiterFields } from './RecruiterFields';
import { StaleVersionBanner } from './StaleVersionBanner';

// The save's rules check the text as typed; the form keeps its text values (`raw`), which
// updateBodyOf turns into the save's body.
const editRules = zodResolver(ZJobEditForm, undefined, { raw: true }) as unknown as Resolver<JobEditValues>;

/**
 * Staff edit every field in place and Save all changes. The form keeps what staff
 * typed while live updates refresh the job around it; a save based on an older version is refused
 * by the service and offers Reload, which takes the latest job into the form.
 */
export function JobEditForm({ job }: { job: TJobDetail }) {
  const update = useUpdateJob(job.id);
  const refetch = useJob(job.id).refetch;
  const [stale, setStale] = useState<string | null>(null);
  // The job the form's values started from: its version goes with the save.
  const base = useRef(job);
  const { form, field, onSubmit, isPending } = useServerForm<JobEditValues, JobEditValues, TJobDetail>({
    resolver: editRules,
    defaultValues: editValuesOf(job),
    submit: (values) => {
      setStale(null);
      return update.mutateAsync(updateBodyOf(base.current, values));
    },
    serverFields: ALL_EDIT_FIELDS,
    // Staff see every refusal as a toast, also when a field shows its message.
    failureMessage: saveFailureMessage,
    errorIn: 'toast-always',
    onSuccess: (saved) => {
      take(saved);
      toast.success(JobDetailMessages.saved);
    },
    onError: (error) => {
      if (isStaleVersion(error)) setStale(saveFailureMessage(error));
    },
  });
  const recruiters = useFieldArray({ control: form.control, name: 'recruiters' });
  const { errors } = form.formState;

  const take = (latest: TJobDetail) => {
    base.current = latest;
    form.reset(editValuesOf(latest));
  };

  // Someone else's save (or this page's status change) arrived live: an untouched form takes it,
  // a form with typed changes keeps them and its older version, so saving them is refused.
  const untouched = !form.formState.isDirty && !isPending;
  useEffect(() => {
    if (untouched && job.version !== base.current.version) take(job);
  });

  const reload = async () => {
    const { data } = await refetch();
    if (!data) return;
    take(data);
    setStale(null);
  };

  return (
    <form className="job-info__section job-edit" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{JobDetailMessages.jobDetails}</h2>
      {stale ? <StaleVersionBanner message={stale} onReload={() => void reload()} /> : null}
      <div className="job-edit__grid">
        {JOB_EDIT_INPUTS.map(({ name, label, type }) => (
          <TextField key={name} label={label} type={type} {...field(name)} />
        ))}
      </div>
      <RecruiterFields
        fields={recruiters.fields}
        register={form.register}
        errors={errors.recruiters}
        onAdd={() => {
          recruiters.append({ ...EMPTY_RECRUITER });
        }}
        onRemove={recruiters.remove}
      />
      <TextAreaField label={JobDetailMessages.notes} rows={4} {...field('notes')} />
      <TextAreaField label={JobDetailMessages.description} rows={8} {...field('description')} />
      <div className="job-edit__actions">
        <SubmitButton pending={isPending} pendingLabel={JobDetailMessages.saving}>
          {JobDetailMessages.saveAll}
        </SubmitButton>
      </div>
    </form>
  );
}
