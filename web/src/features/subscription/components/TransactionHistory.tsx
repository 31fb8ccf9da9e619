import { formatMoneyFromCents } from '@hirerelay/domain';
import { useId, useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import type { TTransaction } from '../billingTypes';
import { SubscriptionMessages } from '../subscriptionMessages';
import { formatDate } from '../../../lib/dates';

const COLUMNS = ['Date', 'Description', 'Amount', 'Status'] as const;

/**
 * The latest paid invoices, collapsible (spec 02 §2) and closed at first: a heading holding a
 * disclosure button (the accordion pattern), so the section stays a heading to screen readers.
 */
export function TransactionHistory({ transactions }: { transactions: readonly TTransaction[] }) {
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
        {transactions.length === 0 ? (
          <p className="empty-note">{SubscriptionMessages.noTransactions}</p>
        ) : (
          <DataTable className="transactions-table" labelledBy={headingId} columns={COLUMNS}>
            {transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td data-label="Date">{formatDate(transaction.createdAt)}</td>
                <td data-label="Description">{transaction.description}</td>
                <td data-label="Amount">{formatMoneyFromCents(transaction.amount, transaction.currency)}</td>
                <td data-label="Status" className="transactions-table__status">
                  {transaction.status}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </section>
  );
}
