import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { FormBanner } from '../../../components/form/FormBanner';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { toast } from '../../../lib/toast';
import { isStaleVersion, saveFailureMessage } from '../failureMessages';
import { useJob } from '../hooks/useJob';
import { useUpdateJob } from '../hooks/useUpdateJob';
import {
  EMPTY_RECRUITER,
  editFieldNames,
  editValuesOf,
  JOB_EDIT_FIELDS,
  updateBodyOf,
  type JobEditValues,
} from '../jobEdits';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { RecruiterFields } from './RecruiterFields';

/**
 * Staff edit every field in place and Save all changes (spec 02 §6). The form keeps what staff
 * typed while live updates refresh the job around it; a save based on an older version is refused
 * by the service and offers Reload, which takes the latest job into the form.
 */
export function JobEditForm({ job }: { job: TJobDetail }) {
  const update = useUpdateJob(job.id);
  const refetch = useJob(job.id).refetch;
  const [stale, setStale] = useState<string | null>(null);
  // The job the form's values started from: its version goes with the save.
  const base = useRef(job);
  const form = useForm<JobEditValues>({ defaultValues: editValuesOf(job) });
  const recruiters = useFieldArray({ control: form.control, name: 'recruiters' });
  const { errors } = form.formState;

  const take = (latest: TJobDetail) => {
    base.current = latest;
    form.reset(editValuesOf(latest));
  };

  // Someone else's save (or this page's status change) arrived live: an untouched form takes it,
  // a form with typed changes keeps them and its older version, so saving them is refused.
  const untouched = !form.formState.isDirty && !update.isPending;
  useEffect(() => {
    if (untouched && job.version !== base.current.version) take(job);
  });

  const reload = async () => {
    const { data } = await refetch();
    if (!data) return;
    take(data);
    setStale(null);
  };

  const save = (values: JobEditValues) => {
    setStale(null);
    update.mutate(updateBodyOf(base.current, values), {
      onSuccess: (saved) => {
        take(saved);
        toast.success(JobDetailMessages.saved);
      },
      onError: (error) => {
        toast.error(saveFailureMessage(error));
        if (isStaleVersion(error)) setStale(saveFailureMessage(error));
        else applyServerFieldErrors(error, form.setError, editFieldNames(values.recruiters.length));
      },
    });
  };

  const field = (name: (typeof JOB_EDIT_FIELDS)[number], label: string, type = 'text') => (
    <TextField label={label} type={type} error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <form
      className="job-info__section job-edit"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
    >
      <h2>{JobDetailMessages.jobDetails}</h2>
      {stale ? (
        <FormBanner tone="error">
          <p>{stale}</p>
          <button
            className="button button--secondary button--small"
            type="button"
            onClick={() => void reload()}
          >
            {JobDetailMessages.reload}
          </button>
        </FormBanner>
      ) : null}
      <div className="job-edit__grid">
        {field('title', 'Title')}
        {field('company', 'Company')}
        {field('location', 'Location')}
        {field('platform', 'Platform')}
        {field('jobType', 'Job type')}
        {field('salary', 'Salary')}
        {field('datePosted', 'Date posted')}
        {field('dateReceived', 'Date received', 'date')}
        {field('dateApplied', 'Date applied', 'date')}
        {field('dateReapplied', 'Date reapplied', 'date')}
        {field('url', 'Job post URL', 'url')}
        {field('appliedUrl', 'Applied URL', 'url')}
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
      <TextAreaField
        label={JobDetailMessages.notes}
        rows={4}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <TextAreaField
        label={JobDetailMessages.description}
        rows={8}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="job-edit__actions">
        <button className="button button--primary" type="submit" disabled={update.isPending}>
          {update.isPending ? JobDetailMessages.saving : JobDetailMessages.saveAll}
        </button>
      </div>
    </form>
  );
}
