import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { ExtensionTokenTexts as Texts } from '../extensionTokenMessages';
import { useCreateExtensionToken } from '../hooks/useExtensionTokens';
import type { TCreateExtensionTokenBody } from '../settingsTypes';

const createTokenRules = lazySchemaResolver<TCreateExtensionTokenBody, TCreateExtensionTokenBody>(() =>
  import('../forms/settingsSchemas').then((rules) => rules.ZCreateExtensionTokenBody),
);

/** A new token's name; the secret the server makes goes to `onCreated`, shown once. */
export function CreateExtensionTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
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
