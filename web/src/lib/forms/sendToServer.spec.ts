import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';

const toasts: string[] = [];
vi.mock('../toast', () => ({
  toast: {
    error: (message: string) => {
      toasts.push(message);
    },
  },
}));

const { bannerText, sendToServer } = await import('./sendToServer');

interface Values extends FieldValues {
  email: string;
  password: string;
}

const FALLBACK = 'Failed to save. Please try again.';

/** A form's side of one submission, recorded: the field messages set and the states it went through. */
function formUnderTest(submit: (values: Values) => Promise<string>, overrides = {}) {
  const fieldErrors: Record<string, string | undefined> = {};
  const setError = vi.fn((name: string, error: { message?: string }) => {
    fieldErrors[name] = error.message;
  }) as unknown as UseFormSetError<Values>;
  const pending: boolean[] = [];
  const failures: unknown[] = [];
  const onSuccess = vi.fn();
  const options = {
    submit,
    setError,
    serverFields: ['email', 'password'] as const,
    failureMessage: FALLBACK,
    errorIn: 'toast' as const,
    onSuccess,
    inFlight: { current: false },
    setPending: (value: boolean) => pending.push(value),
    setFailure: (failure: unknown) => failures.push(failure),
    ...overrides,
  };
  return { options, fieldErrors, pending, failures, onSuccess };
}

const values: Values = { email: 'ann@example.com', password: 'secret-password' };
const refusal = (fields?: Record<string, string>) =>
  new ApiError(409, { error: { code: 'CONFLICT', message: 'This email is already registered', fields } });

beforeEach(() => {
  toasts.length = 0;
});

describe('sendToServer', () => {
  it("puts the server's field messages under their fields, with no toast", async () => {
    const { options, fieldErrors } = formUnderTest(() =>
      Promise.reject(refusal({ email: 'This email is already registered' })),
    );
    await sendToServer(values, options);
    expect(fieldErrors).toEqual({ email: 'This email is already registered' });
    expect(toasts).toEqual([]);
  });

  it("maps the request's field names to the form's when they differ", async () => {
    const { options, fieldErrors } = formUnderTest(
      () => Promise.reject(refusal({ newEmail: 'Enter a valid email address' })),
      { serverFields: { newEmail: 'email' } },
    );
    await sendToServer(values, options);
    expect(fieldErrors).toEqual({ email: 'Enter a valid email address' });
  });

  it("shows a refusal without field messages as a toast in the server's words", async () => {
    const { options, fieldErrors, onSuccess } = formUnderTest(() => Promise.reject(refusal()));
    expect(await sendToServer(values, options)).toBeUndefined();
    expect(toasts).toEqual(['This email is already registered']);
    expect(fieldErrors).toEqual({});
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the generic message when the request never reached the server', async () => {
    const { options } = formUnderTest(() => Promise.reject(new TypeError('Failed to fetch')));
    await sendToServer(values, options);
    expect(toasts).toEqual([FALLBACK]);
  });

  it("shows a server fault's generic message, never the fault's own text", async () => {
    const { options } = formUnderTest(() =>
      Promise.reject(new ApiError(500, { error: { code: 'INTERNAL', message: 'db down' } })),
    );
    await sendToServer(values, options);
    expect(toasts).toEqual([FALLBACK]);
  });

  it('sends once while a request is on its way; a press after it settles sends again', async () => {
    let resolve: (value: string) => void = () => undefined;
    const submit = vi.fn(() => new Promise<string>((settle) => (resolve = settle)));
    const { options, pending, onSuccess } = formUnderTest(submit);
    const first = sendToServer(values, options);
    const second = sendToServer(values, options);
    expect(await second).toBeUndefined();
    expect(submit).toHaveBeenCalledTimes(1);
    resolve('saved');
    expect(await first).toBe('saved');
    expect(onSuccess).toHaveBeenCalledWith('saved', values);
    expect(pending).toEqual([true, false]);
    const third = sendToServer(values, options);
    expect(submit).toHaveBeenCalledTimes(2);
    resolve('saved again');
    expect(await third).toBe('saved again');
  });

  it("toasts beside the fields' messages when the form asks for it always", async () => {
    const { options, fieldErrors } = formUnderTest(
      () => Promise.reject(refusal({ email: 'This email is already registered' })),
      {
        errorIn: 'toast-always',
        failureMessage: (error: unknown) => `Failed to save changes: ${String(error)}`,
      },
    );
    await sendToServer(values, options);
    expect(fieldErrors).toEqual({ email: 'This email is already registered' });
    expect(toasts).toEqual(['Failed to save changes: ApiError: This email is already registered']);
  });

  it('leaves the message to the banner when the form shows one, and the toast stays quiet', async () => {
    const { options, failures } = formUnderTest(() => Promise.reject(refusal()), { errorIn: 'banner' });
    await sendToServer(values, options);
    expect(toasts).toEqual([]);
    expect(failures.at(-1)).toMatchObject({ placed: false });
  });
});

describe('bannerText', () => {
  const failure = (placed: boolean) => ({ error: refusal(), placed });
  it("says the server's message in banner mode unless a field says it", () => {
    expect(bannerText(failure(false), 'banner', FALLBACK)).toBe('This email is already registered');
    expect(bannerText(failure(true), 'banner', FALLBACK)).toBeNull();
    expect(bannerText(failure(true), 'banner-always', FALLBACK)).toBe('This email is already registered');
    expect(bannerText(failure(false), 'toast', FALLBACK)).toBeNull();
    expect(bannerText(null, 'banner', FALLBACK)).toBeNull();
    expect(bannerText({ error: new TypeError('offline'), placed: false }, 'banner', FALLBACK)).toBe(FALLBACK);
  });
});
