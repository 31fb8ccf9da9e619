import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  /** Buttons beside the title, such as Edit. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the account screens (settings, a user's detail), named by its heading. */
export function Card({ title, actions, children }: CardProps) {
  const headingId = useId();
  return (
    <section className="settings-card" aria-labelledby={headingId}>
      <div className="settings-card__head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
