import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/DocumentTitle';

interface AuthCardProps {
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to log in, sign up, …). */
  footer?: ReactNode;
}

/** The centred card the account pages share. */
export function AuthCard({ title, heading, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth container">
      <DocumentTitle title={title} />
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
