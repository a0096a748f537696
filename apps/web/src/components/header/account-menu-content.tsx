import { Link } from 'react-router';
import type { MenuTrigger } from '../ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

export type AccountMenuContentProps = {
  trigger: MenuTrigger;
  heading: string;
  items: { href: string; label: string }[];
  logoutLabel: string;
  onLogout: () => void;
};

/** The avatar menu itself; loaded lazily and mounted open by DeferredMenu. */
export default function AccountMenuContent({
  trigger,
  heading,
  items,
  logoutLabel,
  onLogout,
}: AccountMenuContentProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {heading && <p className="truncate px-3 py-1.5 text-xs font-medium text-slate-600">{heading}</p>}
        {items.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link to={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>{logoutLabel}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
