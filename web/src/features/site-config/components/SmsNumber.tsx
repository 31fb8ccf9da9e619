import { useSiteConfig } from '../hooks/useSiteConfig';
import { smsHref } from '../smsLink';

interface SmsNumberProps {
  /** Words for the number while it loads or when it could not be loaded. */
  fallback?: string;
}

/**
 * The configured text-to-apply number (spec `{phone}`) as a link that opens a text message, for use
 * inside a sentence; the fallback words keep the sentence whole without it.
 */
export function SmsNumber({ fallback = 'the HireRelay number' }: SmsNumberProps) {
  const { data } = useSiteConfig();
  const number = data?.smsNumber.trim();
  if (!number) return <>{fallback}</>;
  const href = smsHref(number);
  return href ? (
    <a className="sms-number" href={href}>
      {number}
    </a>
  ) : (
    <span className="sms-number">{number}</span>
  );
}
