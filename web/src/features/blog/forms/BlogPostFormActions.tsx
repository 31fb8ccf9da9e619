import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Save (or Create) and Cancel. */
export function BlogPostFormActions({
  isNew,
  isPending,
  onCancel,
}: {
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="form__actions">
      <button className="button button--primary" type="submit" disabled={isPending}>
        {isPending ? 'Saving…' : isNew ? 'Create post' : 'Save changes'}
      </button>
      <button className="button button--secondary" type="button" disabled={isPending} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Asked before Cancel throws away changes not saved yet. */
export function DiscardChangesDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Discard your changes?"
      description="What you changed in this post has not been saved."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
    />
  );
}
