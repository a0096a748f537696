import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildLink } from '../../lib/links';
import { bannerTarget } from './banner-target';

/** A banner's link: a storefront path under this merchant, language and currency, or another site. */
export function BannerLink({
  link,
  className,
  children,
  label,
}: {
  link: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const target = bannerTarget(link);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} rel="noopener" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link to={buildLink(target.path)} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
