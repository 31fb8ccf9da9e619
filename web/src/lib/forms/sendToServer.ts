import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, type ServerFieldNames } from '../../components/form/applyServerFieldErrors';
import { errorMessage } from '../api/errors';
import { toast } from '../toast';

/** The text for a failure: a fixed fallback behind the server's own message, or a function of the error. */
export type FailureMessage = string | ((error: unknown) => string);

/**
 * Where a refusal no field explains is shown: a toast, or the form's own banner. The `-always`
 * kinds show it also when fields have their messages; `none` leaves it to the form's `onError`.
 */
export type ErrorPlace = 'toast' | 'toast-always' | 'banner' | 'banner-always' | 'none';

/** A refusal, and whether a field's message says it. */
export interface SendFailure {
  error: unknown;
  placed: boolean;
}

export interface SendToServerOptions<TValues extends FieldValues, TOutput, TResult> {
  submit: (values: TOutput) => Promise<TResult>;
  setError: UseFormSetError<TValues>;
  serverFields: ServerFieldNames<TValues>;
  failureMessage: FailureMessage;
  errorIn: ErrorPlace;
  onSuccess?: ((result: TResult, values: TOutput) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  /** True while a request is on its way: a second send waits for nothing and sends nothing. */
  inFlight: { current: boolean };
  setPending: (pending: boolean) => void;
  setFailure: (failure: SendFailure | null) => void;
}

/**
 * One submission of a form: sends the values once (a second press while it is on its way does
 * nothing), puts the server's per-field messages under their fields, and shows any other refusal
 * as a toast unless the form shows it in its banner.
 */
export async function sendToServer<TValues extends FieldValues, TOutput, TResult>(
  values: TOutput,
  options: SendToServerOptions<TValues, TOutput, TResult>,
): Promise<TResult | undefined> {
  const { inFlight } = options;
  if (inFlight.current) return undefined;
  inFlight.current = true;
  options.setPending(true);
  options.setFailure(null);
  try {
    const result = await options.submit(values);
    options.onSuccess?.(result, values);
    return result;
  } catch (error) {
    const placed = applyServerFieldErrors(error, options.setError, options.serverFields);
    if (options.errorIn === 'toast-always' || (options.errorIn === 'toast' && !placed))
      toast.error(failureText(error, options.failureMessage));
    options.setFailure({ error, placed });
    options.onError?.(error);
    return undefined;
  } finally {
    inFlight.current = false;
    options.setPending(false);
  }
}

/** What the form's banner says about a failure, or null when a toast or a field says it. */
export function bannerText(
  failure: SendFailure | null,
  errorIn: ErrorPlace,
  failureMessage: FailureMessage,
): string | null {
  if (!failure || !errorIn.startsWith('banner') || (errorIn === 'banner' && failure.placed)) return null;
  return failureText(failure.error, failureMessage);
}

function failureText(error: unknown, failureMessage: FailureMessage): string {
  return typeof failureMessage === 'function' ? failureMessage(error) : errorMessage(error, failureMessage);
}
