import { PASSWORD_MIN_LENGTH } from '@hirerelay/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

type TFieldProps = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, as signup, the password reset and Change Password ask for
 * them: the length rule under the first, both filled in by the browser's password manager.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels = { password: 'New password', confirm: 'Confirm new password' },
}: {
  /** The fields' registrations (`field('password')`, `field('confirmPassword')`). */
  password: TFieldProps;
  confirm: TFieldProps;
  labels?: { password: string; confirm: string };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
        {...password}
      />
      <TextField label={labels.confirm} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
