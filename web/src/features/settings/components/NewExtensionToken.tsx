import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { ExtensionTokenTexts as Texts } from '../extensionTokenMessages';

/** A token just created: shown this once, with a copy button and the warning that says so. */
export function NewExtensionToken({ secret, onDone }: { secret: string; onDone: () => void }) {
  const inputId = useId();
  const warningId = useId();
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => toast.success(Texts.copied),
      () => toast.error(Texts.copyFailed),
    );
  };
  return (
    <div className="extension-tokens__new" role="region" aria-label={Texts.createdTitle}>
      <label htmlFor={inputId}>{Texts.createdTitle}</label>
      <p id={warningId} className="extension-tokens__warning">
        {Texts.createdWarning}
      </p>
      <div className="extension-tokens__secret">
        <input
          id={inputId}
          className="field__control"
          readOnly
          value={secret}
          spellCheck={false}
          aria-describedby={warningId}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <button className="button button--primary" type="button" onClick={copy}>
          {Texts.copy}
        </button>
        <button className="button button--secondary" type="button" onClick={onDone}>
          {Texts.done}
        </button>
      </div>
    </div>
  );
}
