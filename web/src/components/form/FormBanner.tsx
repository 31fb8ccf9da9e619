import type { ReactNode } from 'react';

interface FormBannerProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** The red banner for a refused request, or the green one for a success; both are announced. */
export function FormBanner({ tone, children }: FormBannerProps) {
  return (
    <div className="form-banner" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
