import { formatDate } from '../../../lib/dates';
import { ExtensionTokenTexts as Texts } from '../extensionTokenMessages';
import type { TExtensionToken } from '../settingsTypes';

interface ExtensionTokenTableProps {
  tokens: readonly TExtensionToken[];
  onRevoke: (token: TExtensionToken) => void;
}

/** The live tokens: name, when made and last used, and Revoke (a card per token on phones). */
export function ExtensionTokenTable({ tokens, onRevoke }: ExtensionTokenTableProps) {
  return (
    <table className="extension-tokens__table" aria-label={Texts.listLabel}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <td data-label="Name">{token.name}</td>
            <td data-label="Created">{formatDate(token.createdAt)}</td>
            <td data-label="Last used">
              {token.lastUsedAt ? formatDate(token.lastUsedAt) : Texts.neverUsed}
            </td>
            <td>
              <button
                className="button button--secondary button--small"
                type="button"
                aria-label={`${Texts.revoke} ${token.name}`}
                onClick={() => {
                  onRevoke(token);
                }}
              >
                {Texts.revoke}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
