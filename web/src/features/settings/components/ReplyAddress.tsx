import { useState } from 'react';
import { Card } from '../../../components/Card';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useReplyAddress, useRotateReplyAddress } from '../hooks/useReplyAddress';
import { ReplyAddressTexts as Texts } from '../replyAddressMessages';
import '../settings.css';

/**
 * Settings → Reply address (applicants): the private address staff put on the applications they
 * send, with a copy button, and a new one on request after a confirmation (the old one is refused
 * from then on). The dialog's code loads only when it opens.
 */
export function ReplyAddress() {
  const address = useReplyAddress();
  const current = address.data;
  const rotate = useRotateReplyAddress();
  const [confirming, setConfirming] = useState(false);

  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(Texts.copied),
      () => toast.error(Texts.copyFailed),
    );
  };

  return (
    <Card title={Texts.title}>
      <div className="reply-address">
        <p className="reply-address__intro">{Texts.intro}</p>
        {current ? (
          <>
            <div className="reply-address__box">
              <p className="reply-address__text">
                <span className="reply-address__label">{Texts.label}</span>
                <span className="reply-address__value">{current.address}</span>
              </p>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={Texts.copyLabel}
                onClick={() => {
                  copy(current.address);
                }}
              >
                {Texts.copy}
              </button>
            </div>
            <div className="reply-address__rotate">
              <p className="reply-address__since">{Texts.since(formatDate(current.createdAt))}</p>
              <button
                type="button"
                className="button button--secondary"
                disabled={rotate.isPending}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {rotate.isPending ? Texts.rotating : Texts.rotate}
              </button>
            </div>
          </>
        ) : address.isError ? (
          <p role="alert">{Texts.loadFailed}</p>
        ) : (
          <Spinner label={Texts.loading} />
        )}
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={Texts.rotateTitle}
        description={Texts.rotateDescription}
        confirmLabel={Texts.rotateConfirm}
        onConfirm={() => {
          rotate.mutate(undefined, {
            onSuccess: () => toast.success(Texts.rotated),
            onError: (error) => toast.error(errorMessage(error, Texts.rotateFailed)),
          });
        }}
      />
    </Card>
  );
}
