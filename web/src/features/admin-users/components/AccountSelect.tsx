import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { useUpdateUserAccount, type TAccountChange } from '../hooks/useUpdateUserAccount';

interface AccountSelectProps<T extends string> {
  user: TAdminUserDetail;
  label: string;
  options: readonly { value: T; label: string }[];
  current: T;
  toChange: (value: T) => TAccountChange;
  savedText: string;
  failureText: string;
}

/** A select that saves the user's account at once on change, saying when it saved or failed. */
export function AccountSelect<T extends string>({
  user,
  label,
  options,
  current,
  toChange,
  savedText,
  failureText,
}: AccountSelectProps<T>) {
  const id = useId();
  const update = useUpdateUserAccount(user.id);
  const [chosen, setChosen] = useState<T>(current);
  // While saving, show the chosen value; the saved one comes back from the server.
  const value = update.isPending ? chosen : current;
  return (
    <div className="user-detail__status">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="field__control field__control--select"
          value={value}
          disabled={update.isPending}
          onChange={(event) => {
            const next = event.target.value as T;
            setChosen(next);
            update.mutate(toChange(next));
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="user-detail__status-note">
        {update.isPending ? (
          <span>Saving…</span>
        ) : update.isSuccess ? (
          <span className="settings-card__saved">{savedText}</span>
        ) : null}
      </div>
      {update.isError ? (
        <p className="user-management__inline-error" role="alert">
          {errorMessage(update.error, failureText)}
        </p>
      ) : null}
    </div>
  );
}
