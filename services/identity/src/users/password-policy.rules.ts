import { AppError, ErrorCode } from '@hirerelay/contracts';
import { passwordPolicyError } from '@hirerelay/domain';

/**
 * The contracts already apply the domain's password policy; it is checked again here because this
 * service owns the rule (signup, reset and change alike) and must hold it whatever a caller's
 * schema lets through. `field` names the input the message belongs to.
 */
export function assertPasswordPolicy(password: string, field: string): void {
  const message = passwordPolicyError(password);
  if (message) throw new AppError(ErrorCode.Validation, message, { [field]: message });
}
