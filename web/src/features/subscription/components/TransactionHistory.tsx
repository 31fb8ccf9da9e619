import { formatMoneyFromCents } from '@hirerelay/domain';
import { useId, useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import type { TTransaction } from '../billingTypes';
import { SubscriptionMessages } from '../subscriptionMessages';
import { formatDate } from '../../../lib/dates';

const COLUMNS = ['Date', 'Description', 'Amount', 'Status', 'Receipt'] as const;

/** The invoices as loaded: the list, or a failure to load them with a way to try again. */
export type TTransactionsState =
  | { kind: 'loaded'; transactions: readonly TTransaction[] }
  | { kind: 'loading' }
  | { kind: 'error'; onRetry: () => void };

/** Stripe's invoice status as a word people read ("paid" → "Paid", billing's "refunded" → "Refunded"). */
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

/**
 * The latest invoices, collapsible and closed at first: a heading holding a
 * disclosure button (the accordion pattern), so the section stays a heading to screen readers.
 * Each links to its receipt (Stripe's hosted invoice page and PDF); a failure to load says so.
 */
export function TransactionHistory({ transactions }: { transactions: TTransactionsState }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <section className="settings-card transaction-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="transaction-history__heading">
        <button
          type="button"
          className="transaction-history__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Transaction History
          <span className="transaction-history__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="transaction-history__panel">
        <TransactionRows state={transactions} headingId={headingId} />
      </div>
    </section>
  );
}

function TransactionRows({ state, headingId }: { state: TTransactionsState; headingId: string }) {
  if (state.kind === 'loading') return <p className="empty-note">Loading…</p>;
  if (state.kind === 'error') {
    return (
      <div role="alert" className="transaction-history__error">
        <p>{SubscriptionMessages.invoicesLoadError}</p>
        <button className="button button--secondary" type="button" onClick={state.onRetry}>
          {SubscriptionMessages.retry}
        </button>
      </div>
    );
  }
  if (state.transactions.length === 0) {
    return <p className="empty-note">{SubscriptionMessages.noTransactions}</p>;
  }
  return (
    <DataTable className="transactions-table" labelledBy={headingId} columns={COLUMNS}>
      {state.transactions.map((transaction) => {
        const date = formatDate(transaction.createdAt);
        return (
          <tr key={transaction.id}>
            <td data-label="Date">{date}</td>
            <td data-label="Description">{transaction.description}</td>
            <td data-label="Amount">{formatMoneyFromCents(transaction.amount, transaction.currency)}</td>
            <td data-label="Status" className="transactions-table__status">
              {statusLabel(transaction.status)}
            </td>
            <td data-label="Receipt" className="transactions-table__receipt">
              {transaction.receiptUrl ? (
                <a
                  href={transaction.receiptUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SubscriptionMessages.viewReceipt} of ${date}`}
                >
                  {SubscriptionMessages.viewReceipt}
                </a>
              ) : null}{' '}
              {transaction.receiptPdfUrl ? (
                <a
                  href={transaction.receiptPdfUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SubscriptionMessages.receiptPdf} receipt of ${date}`}
                >
                  {SubscriptionMessages.receiptPdf}
                </a>
              ) : null}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
