import type { TCreateExtensionTokenBody, TExtensionToken } from '../settingsTypes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/Card';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { ExtensionTokenTexts as Texts } from '../extensionTokenMessages';
import {
  useCreateExtensionToken,
  useExtensionTokens,
  useRevokeExtensionToken,
} from '../hooks/useExtensionTokens';
import { NewExtensionToken } from './NewExtensionToken';
import './extension-tokens.css';
import { formatDate } from '../../../lib/dates';

/**
 * Settings → Browser extension (users only): create a named token (its secret shown once), list
 * the live ones with when they were made and last used, and revoke one after confirming.
 */
export function ExtensionTokens() {
  const tokens = useExtensionTokens();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<TExtensionToken | null>(null);
  const revoke = useRevokeExtensionToken();

  return (
    <Card title={Texts.title}>
      <p>{Texts.intro}</p>
      <p>
        <Link to={paths.extensionInstall}>{Texts.installLink}</Link>
      </p>
      <CreateTokenForm onCreated={setSecret} />
      {secret ? (
        <NewExtensionToken
          secret={secret}
          onDone={() => {
            setSecret(null);
          }}
        />
      ) : null}
      {tokens.isPending ? <Spinner label="Loading tokens" /> : null}
      {tokens.isError ? <p role="alert">{Texts.loadFailed}</p> : null}
      {tokens.data?.length === 0 ? <p>{Texts.empty}</p> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <table className="extension-tokens__table" aria-label={Texts.listLabel}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
              <tr key={token.id}>
                <td data-label="Name">{token.name}</td>
                <td data-label="Created">{formatDate(token.createdAt)}</td>
                <td data-label="Last used">
                  {token.lastUsedAt ? formatDate(token.lastUsedAt) : Texts.neverUsed}
                </td>
                <td>
                  <button
                    className="button button--secondary button--small"
                    type="button"
                    aria-label={`${Texts.revoke} ${token.name}`}
                    onClick={() => {
                      setRevoking(token);
                    }}
                  >
                    {Texts.revoke}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LazyConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={Texts.revokeTitle}
        description={revoking ? Texts.revokeDescription(revoking.name) : undefined}
        confirmLabel={Texts.revoke}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => toast.success(Texts.revoked),
            onError: (error) => toast.error(errorMessage(error, Texts.revokeFailed)),
          });
        }}
      />
    </Card>
  );
}

const createTokenRules = lazySchemaResolver<TCreateExtensionTokenBody, TCreateExtensionTokenBody>(() =>
  import('../forms/settingsSchemas').then((rules) => rules.ZCreateExtensionTokenBody),
);

function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateExtensionToken();
  const { form, field, onSubmit, isPending } = useServerForm({
    resolver: createTokenRules.resolver,
    defaultValues: { name: '' },
    submit: ({ name }) => create.mutateAsync(name),
    serverFields: ['name'],
    failureMessage: Texts.createFailed,
    onSuccess: ({ secret }) => {
      form.reset({ name: '' });
      onCreated(secret);
    },
  });

  return (
    <form
      className="form extension-tokens__create"
      noValidate
      onFocus={createTokenRules.preload}
      onSubmit={onSubmit}
    >
      <TextField label={Texts.nameLabel} autoComplete="off" hint={Texts.nameHint} {...field('name')} />
      <div className="form__actions">
        <SubmitButton pending={isPending} pendingLabel={Texts.creating}>
          {Texts.create}
        </SubmitButton>
      </div>
    </form>
  );
}
