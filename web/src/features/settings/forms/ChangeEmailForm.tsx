import type { TChangeEmailForm } from '@hirerelay/domain';
import { Card } from '../../../components/Card';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { useRequestEmailChange } from '../hooks/useRequestEmailChange';
import { SETTINGS_TEXTS } from '../settingsMessages';

const EMPTY: TChangeEmailForm = { newEmail: '', currentPassword: '' };

const changeEmailRules = lazySchemaResolver<TChangeEmailForm, TChangeEmailForm>(() =>
  import('./settingsSchemas').then((rules) => rules.ZChangeEmailForm),
);

/**
 * Changing the sign-in address asks for the current password; a link goes to the new address and
 * the change applies when it is opened, so success here only says where to look.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const requestChange = useRequestEmailChange();
  const { form, field, onSubmit, isPending } = useServerForm({
    resolver: changeEmailRules.resolver,
    defaultValues: EMPTY,
    submit: requestChange.mutateAsync,
    serverFields: ['newEmail', 'currentPassword'],
    failureMessage: SETTINGS_TEXTS.emailChangeFailed,
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <Card title="Change Email">
      <form className="form" noValidate onFocus={changeEmailRules.preload} onSubmit={onSubmit}>
        {currentEmail ? (
          <p className="settings-card__empty">
            You sign in with <strong>{currentEmail}</strong>.
          </p>
        ) : null}
        {requestChange.isSuccess ? (
          <FormBanner tone="success">
            {SETTINGS_TEXTS.emailChangeSent(requestChange.data.newEmail)}
          </FormBanner>
        ) : null}
        <TextField label="New email" type="email" autoComplete="email" {...field('newEmail')} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div className="form__actions">
          <SubmitButton pending={isPending} pendingLabel="Sending…">
            Send confirmation link
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
