import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { Link } from '@fluentui/react-link';

export interface RouterLinkProps {
  to: To;
  /** Handed to the next page (e.g. where 'Kembali' should return). */
  state?: unknown;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A Fluent link that navigates inside the app. It is a real <a href>, so opening it in a new tab
 * works; a plain click goes through the router (to this module's paths or another's).
 */
export function RouterLink({ to, state, className, 'aria-label': ariaLabel, children }: RouterLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Link
      href={href}
      className={className}
      aria-label={ariaLabel}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!event.defaultPrevented) onClick(event);
      }}
    >
      {children}
    </Link>
  );
}
