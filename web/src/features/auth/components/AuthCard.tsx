import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';

interface AuthCardProps {
  title: string;
  /** The meta description: the account pages are public. */
  description: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to log in, sign up, …). */
  footer?: ReactNode;
}

/** The centred card the account pages share. */
export function AuthCard({ title, description, heading, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth container">
      <PageMeta title={title} description={description} />
      <section className="auth-card" aria-labelledby="auth-heading">
        <h1 id="auth-heading" className="auth-card__heading">
          {heading}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </section>
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </div>
  );
}
