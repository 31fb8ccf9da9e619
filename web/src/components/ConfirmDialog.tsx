import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this post?'; it names the dialog. */
  title: string;
  /** What the action touches, under the question. */
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the red button. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}

/**
 * A modal question instead of the browser's `confirm()`: focus stays inside it, Escape or Cancel
 * closes it, and Cancel has the focus first so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog" {...(description ? {} : { 'aria-describedby': undefined })}>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="dialog__description">{description}</AlertDialog.Description>
          ) : null}
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
