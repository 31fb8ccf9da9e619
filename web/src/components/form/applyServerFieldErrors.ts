import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api/errors';

/**
 * The fields a server message may belong under: a list when the request's field names are the
 * form's own, or a map from the request's field names to the form's.
 */
export type ServerFieldNames<T extends FieldValues> =
  readonly Path<T>[] | Readonly<Partial<Record<string, Path<T>>>>;

/**
 * Puts the gateway's per-field messages under the form's own fields. Returns whether any was
 * placed, so a form can skip its generic banner when the field says it better.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ServerFieldNames<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const pairs: [string, Path<T> | undefined][] = isList(fieldNames)
    ? fieldNames.map((name) => [name, name])
    : Object.entries(fieldNames);
  let placed = false;
  for (const [serverName, formName] of pairs) {
    const message = error.fields[serverName];
    if (message && formName) {
      setError(formName, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

function isList<T extends FieldValues>(names: ServerFieldNames<T>): names is readonly Path<T>[] {
  return Array.isArray(names);
}
