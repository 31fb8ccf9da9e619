import type { TExtensionToken } from '../settingsTypes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/Card';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { ExtensionTokenTexts as Texts } from '../extensionTokenMessages';
import { useExtensionTokens, useRevokeExtensionToken } from '../hooks/useExtensionTokens';
import { CreateExtensionTokenForm } from '../forms/CreateExtensionTokenForm';
import { ExtensionTokenTable } from './ExtensionTokenTable';
import { NewExtensionToken } from './NewExtensionToken';
import './extension-tokens.css';

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
      <CreateExtensionTokenForm onCreated={setSecret} />
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
        <ExtensionTokenTable
          tokens={tokens.data}
          onRevoke={(token) => {
            setRevoking(token);
          }}
        />
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
