import { PASSWORD_MIN_LENGTH, type TChangePasswordForm } from '@hirerelay/domain';
import { Card } from '../../../components/Card';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../hooks/useChangePassword';
import { PASSWORD_UPDATE_FAILED, PASSWORD_UPDATED } from '../settingsMessages';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const changePasswordRules = lazySchemaResolver<TChangePasswordForm, TChangePasswordForm>(() =>
  import('./settingsSchemas').then((rules) => rules.ZChangePasswordForm),
);

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { form, onSubmit, isPending } = useServerForm({
    resolver: changePasswordRules.resolver,
    defaultValues: EMPTY,
    submit: ({ currentPassword, newPassword }) =>
      changePassword.mutateAsync({ currentPassword, newPassword }),
    serverFields: ['currentPassword', 'newPassword'],
    failureMessage: PASSWORD_UPDATE_FAILED,
    onSuccess: () => {
      form.reset(EMPTY);
      toast.success(PASSWORD_UPDATED);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

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
          <button className="button button--primary" type="submit" disabled={isPending}>
            {isPending ? 'Updating…' : 'Update password'}
          </button>
        </div>
      </form>
    </Card>
  );
}
