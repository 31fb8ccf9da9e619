import { EXTRA_PACK_APPLICATIONS, EXTRA_PACK_PRICE_CENTS, formatMoneyFromCents } from '@hirerelay/domain';
import type { TBillingActions } from '../billingActions';
import { BillingButton } from './BillingButton';

/**
 * Extra applications for this period (packs of 5 for $15, Starter and
 * Professional subscribers), offered all period and pressed on the subscriber once the quota is used.
 */
export function ExtraPackOffer({ atQuota, actions }: { atQuota: boolean; actions: TBillingActions }) {
  const price = formatMoneyFromCents(EXTRA_PACK_PRICE_CENTS);
  return (
    <div className="extra-pack" data-at-quota={atQuota}>
      <p className="extra-pack__text">
        {atQuota ? <strong>You have used every application of this period. </strong> : null}
        Add {EXTRA_PACK_APPLICATIONS} applications to this period for {price}; they expire when it ends.
      </p>
      <BillingButton
        label={`Buy ${String(EXTRA_PACK_APPLICATIONS)} more applications`}
        variant={atQuota ? 'primary' : 'secondary'}
        busy={actions.busy === 'extra-pack'}
        disabled={actions.busy !== null}
        onClick={actions.buyExtraPack}
      />
    </div>
  );
}
