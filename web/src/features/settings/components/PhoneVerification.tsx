import type { TTextToApplySettings } from '../settingsTypes';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { VerificationCodeForm } from '../forms/VerificationCodeForm';
import { useSecondsUntil } from '../hooks/useSecondsUntil';
import { useTextToApplyChange } from '../hooks/useTextToApplyChange';
import { requestPhoneCode } from '../textToApplyApi';
import { CODE_SEND_FAILED, CODE_SENT, waitText } from '../textToApplyMessages';

interface PhoneVerificationProps {
  settings: TTextToApplySettings;
}

/**
 * Proving an unverified number: Send code (Resend once one is out, held back with the wait shown
 * while identity would refuse), and the code's field while the code texted last can be entered.
 */
export function PhoneVerification({ settings }: PhoneVerificationProps) {
  const send = useTextToApplyChange(requestPhoneCode);
  const resendWait = useSecondsUntil(settings.resendAllowedAt);
  const codeLeft = useSecondsUntil(settings.pendingCode?.expiresAt);
  const pending = settings.pendingCode && codeLeft > 0 ? settings.pendingCode : null;

  const label = send.isPending ? 'Sending…' : pending ? 'Resend code' : 'Send code';
  return (
    <div className="text-to-apply__verify">
      {pending ? (
        <p className="text-to-apply__note" role="status">
          We texted you a 6-digit code. It works for {waitText(codeLeft)} more
          {pending.attemptsLeft < 5 ? `, ${String(pending.attemptsLeft)} tries left` : ''}.
        </p>
      ) : (
        <p className="text-to-apply__note">Verify your number: we text it a 6-digit code to enter here.</p>
      )}
      {pending ? <VerificationCodeForm /> : null}
      <div className="form__actions">
        <button
          className={pending ? 'button button--secondary' : 'button button--primary'}
          type="button"
          disabled={send.isPending || resendWait > 0}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () => toast.success(CODE_SENT),
              onError: (error) => toast.error(errorMessage(error, CODE_SEND_FAILED)),
            })
          }
        >
          {resendWait > 0 && !send.isPending ? `${label} in ${waitText(resendWait)}` : label}
        </button>
      </div>
    </div>
  );
}
