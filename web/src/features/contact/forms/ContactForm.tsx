import { ZContactForm, type TContactForm, type TContactReason } from '@hirerelay/domain';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { CONTACT_FAILED, CONTACT_THANK_YOU } from '../contactMessages';
import { CONTACT_REASON_OPTIONS } from '../contactReasons';
import { useSubmitContactMessage } from '../hooks/useSubmitContactMessage';

/** What the inputs hold: the select starts on its empty "Select a reason" choice. */
interface ContactFormValues {
  reason: TContactReason | '';
  name: string;
  email: string;
  message: string;
}

const FIELDS = ['reason', 'name', 'email', 'message'] as const;

interface ContactFormProps {
  /** A signed-in sender's name and address, filled in for them (and kept after sending). */
  sender?: { name: string; email: string } | undefined;
}

export function ContactForm({ sender }: ContactFormProps) {
  const submit = useSubmitContactMessage();
  const defaultValues: ContactFormValues = {
    reason: '',
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    message: '',
  };
  // A message the server tied to a field shows under that field instead of in the banner.
  const { form, field, onSubmit, isPending, errorText } = useServerForm({
    resolver: schemaResolver<ContactFormValues, TContactForm>(ZContactForm),
    defaultValues,
    submit: submit.mutateAsync,
    serverFields: FIELDS,
    failureMessage: CONTACT_FAILED,
    errorIn: 'banner',
    onSuccess: () => {
      form.reset(defaultValues);
      toast.success(CONTACT_THANK_YOU);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {errorText ? <FormBanner tone="error">{errorText}</FormBanner> : null}
      <SelectField
        label="Reason for contacting us"
        placeholder="Select a reason"
        options={CONTACT_REASON_OPTIONS}
        {...field('reason')}
      />
      <div className="form__grid">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextAreaField label="Message" rows={6} {...field('message')} />
      <div className="form__actions">
        <SubmitButton pending={isPending} pendingLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
    </form>
  );
}
