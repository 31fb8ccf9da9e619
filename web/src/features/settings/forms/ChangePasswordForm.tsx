import type { TChangePasswordForm } from '@hirerelay/domain';
import { Card } from '../../../components/Card';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
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
  const { form, field, onSubmit, isPending } = useServerForm({
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

  return (
    <Card title="Change Password">
      <form className="form" noValidate onFocus={changePasswordRules.preload} onSubmit={onSubmit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordFields password={field('newPassword')} confirm={field('confirmPassword')} />
        <div className="form__actions">
          <SubmitButton pending={isPending} pendingLabel="Updating…">
            Update password
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
