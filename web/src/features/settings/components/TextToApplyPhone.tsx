import type { TTextToApplySettings } from '../settingsTypes';
import { formatSmsPhone } from '@hirerelay/domain';
import { useState } from 'react';
import { TextToApplyPhoneForm } from '../forms/TextToApplyPhoneForm';

interface TextToApplyPhoneProps {
  settings: TTextToApplySettings;
}

/**
 * The user's saved number with Verified / Not verified, and Change (the form, prefilled). Loaded
 * only when there is a number: its formatting carries libphonenumber's metadata (TextToApply.tsx).
 */
export function TextToApplyPhone({ settings }: TextToApplyPhoneProps) {
  const [editing, setEditing] = useState(false);
  const { phone, verified } = settings;
  if (phone === null || editing) {
    return (
      <TextToApplyPhoneForm
        key={phone ?? 'none'}
        phone={phone}
        shown={phone ? formatSmsPhone(phone) : ''}
        onClose={() => setEditing(false)}
      />
    );
  }
  return (
    <div className="text-to-apply__number">
      <div className="text-to-apply__number-text">
        <span className="text-to-apply__label">Your number</span>
        <span className="text-to-apply__phone">{formatSmsPhone(phone)}</span>
        <span className="status-pill" data-tone={verified ? 'success' : 'warning'}>
          {verified ? 'Verified' : 'Not verified'}
        </span>
      </div>
      <button
        className="button button--secondary button--small"
        type="button"
        onClick={() => setEditing(true)}
      >
        Change
      </button>
    </div>
  );
}
