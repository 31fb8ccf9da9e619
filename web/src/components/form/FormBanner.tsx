import type { ReactNode } from 'react';

interface FormBannerProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/**
 * The red banner for a refused request, the green one for a success, the blue one for what the
 * person has to do next (e.g. open an e-mail); all are announced.
 */
export function FormBanner({ tone, children }: FormBannerProps) {
  return (
    <div className="form-banner" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
