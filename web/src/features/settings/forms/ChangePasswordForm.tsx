import { PASSWORD_MIN_LENGTH, type TChangePasswordForm } from '@hirerelay/domain';
import { useForm } from 'react-hook-form';
import { Card } from '../../../components/Card';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../hooks/useChangePassword';
import { PASSWORD_UPDATE_FAILED, PASSWORD_UPDATED } from '../settingsMessages';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const changePasswordRules = lazySchemaResolver<TChangePasswordForm, TChangePasswordForm>(() =>
  import('./settingsSchemas').then((rules) => rules.ZChangePasswordForm),
);

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordForm>({
    resolver: changePasswordRules.resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success(PASSWORD_UPDATED);
        },
        onError: (error) => {
          // A message the server tied to a field shows under that field; anything else is a toast.
          const placed = applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
          if (!placed) toast.error(errorMessage(error, PASSWORD_UPDATE_FAILED));
        },
      },
    );
  });

  return (
    <Card title="Change Password">
      <form className="form" noValidate onFocus={changePasswordRules.preload} onSubmit={onSubmit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="form__actions">
          <button className="button button--primary" type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Updating…' : 'Update password'}
          </button>
        </div>
      </form>
    </Card>
  );
}
