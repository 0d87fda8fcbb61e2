import type { ReactNode } from 'react';

type PageHeaderProps = {
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Set when the lead is an English stand-in on another language's page. */
  readonly leadLang?: string;
  /** Centred, as on pricing and FAQ. */
  readonly center?: boolean;
  /** A page's own variant class (`help-hero`). */
  readonly className?: string;
  /** What follows the lead: a call to action, the help search. */
  readonly children?: ReactNode;
};

/** The heading block of an index page: the page's one h1, its lead, and what the page puts under them. */
export function PageHeader({ title, lead, leadLang, center = false, className, children }: PageHeaderProps) {
  const classes = ['page-header', center ? 'page-header-center' : null, className].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      <h1>{title}</h1>
      {lead ? (
        <p className="lead" lang={leadLang}>
          {lead}
        </p>
      ) : null}
      {children}
    </header>
  );
}
