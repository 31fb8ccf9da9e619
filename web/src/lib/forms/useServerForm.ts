import { useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { ServerFieldNames } from '../../components/form/applyServerFieldErrors';
import {
  bannerText,
  sendToServer,
  type ErrorPlace,
  type FailureMessage,
  type SendFailure,
} from './sendToServer';

export interface ServerFormOptions<TValues extends FieldValues, TOutput, TResult> {
  /**
   * The form's shared rules: `schemaResolver(schema)`, or a lazySchemaResolver's `resolver` on the
   * public entry forms, whose rules load on first use to keep their first load small.
   */
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the validated values (a mutation's `mutateAsync`); a rejection is the server's refusal. */
  submit: (values: TOutput) => Promise<TResult>;
  /**
   * The fields a server message may belong under: a list when the request's field names are the
   * form's, or a map from the request's names to the form's.
   */
  serverFields?: ServerFieldNames<TValues>;
  /** The text when the server gives none (a network failure, a server fault). */
  failureMessage: FailureMessage;
  /** Where a refusal no field explains is shown: a toast (the default) or the form's `errorText`. */
  errorIn?: ErrorPlace;
  onSuccess?: (result: TResult, values: TOutput) => void;
  /** Extra work on a refusal (logging, a stale-version prompt), after the messages are placed. */
  onError?: (error: unknown) => void;
}

export interface ServerForm<TValues extends FieldValues, TOutput, TResult> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** A field's registration and its message, to spread on a TextField, SelectField or the like. */
  field: (name: Path<TValues>) => UseFormRegisterReturn<Path<TValues>> & { error: string | undefined };
  /** The form's submit handler: checks the rules, then sends once (a second press waits). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Sends values past the form's check (a button that sends a value of its own, e.g. Remove). */
  send: (values: TOutput) => Promise<TResult | undefined>;
  isPending: boolean;
  /** The last refusal, until the next attempt. */
  error: unknown;
  /** The banner's text when the form shows refusals in its banner; null when there is none. */
  errorText: string | null;
}

/**
 * The one form pattern: react-hook-form over the shared rules, the server's per-field messages
 * under their fields, anything else as a toast (or the form's banner), and one request at a time.
 */
export function useServerForm<TValues extends FieldValues, TOutput = TValues, TResult = unknown>({
  resolver,
  defaultValues,
  submit,
  serverFields = [],
  failureMessage,
  errorIn = 'toast',
  onSuccess,
  onError,
}: ServerFormOptions<TValues, TOutput, TResult>): ServerForm<TValues, TOutput, TResult> {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // A flag that changes without a render, not the state: two presses in one frame both read the
  // state from before either.
  const [inFlight] = useState(() => ({ current: false }));

  const send = (values: TOutput) =>
    sendToServer(values, {
      submit,
      setError: form.setError,
      serverFields,
      failureMessage,
      errorIn,
      onSuccess,
      onError,
      inFlight,
      setPending,
      setFailure,
    });

  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { errors } = form.formState;
  const field = (name: Path<TValues>) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    await send(values);
  });

  return {
    form,
    field,
    onSubmit,
    send,
    isPending,
    error: failure?.error ?? null,
    errorText: bannerText(failure, errorIn, failureMessage),
  };
}
