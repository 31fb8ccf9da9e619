import type { TChangeEmailForm } from '@hirerelay/domain';
import { useForm } from 'react-hook-form';
import { Card } from '../../../components/Card';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { FormBanner } from '../../../components/form/FormBanner';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useRequestEmailChange } from '../hooks/useRequestEmailChange';
import { SETTINGS_TEXTS } from '../settingsMessages';

const EMPTY: TChangeEmailForm = { newEmail: '', currentPassword: '' };

const changeEmailRules = lazySchemaResolver<TChangeEmailForm, TChangeEmailForm>(() =>
  import('./settingsSchemas').then((rules) => rules.ZChangeEmailForm),
);

/**
 * 00-decisions "Channels and settings": the current password is required, a link goes to the new
 * address and the change applies when it is opened, so success here only says where to look.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const requestChange = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangeEmailForm>({
    resolver: changeEmailRules.resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    requestChange.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        // A message the server tied to a field shows under that field; anything else is a toast.
        const placed = applyServerFieldErrors(error, setError, ['newEmail', 'currentPassword']);
        if (!placed) toast.error(errorMessage(error, SETTINGS_TEXTS.emailChangeFailed));
      },
    });
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
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="form__actions">
          <button className="button button--primary" type="submit" disabled={requestChange.isPending}>
            {requestChange.isPending ? 'Sending…' : 'Send confirmation link'}
          </button>
        </div>
      </form>
    </Card>
  );
}
