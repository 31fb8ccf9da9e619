import { toast } from '../../../lib/toast';
import { WorkbenchMessages as Texts } from '../workbenchMessages';

/** Copies `value` to the clipboard; its accessible name says what (`Copy Phone`). */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(Texts.copied(label)),
      () => toast.error(Texts.copyFailed),
    );
  };
  return (
    <button
      type="button"
      className="button button--secondary button--small copy-button"
      aria-label={Texts.copyLabel(label)}
      title={Texts.copyLabel(label)}
      onClick={copy}
    >
      {Texts.copy}
    </button>
  );
}
