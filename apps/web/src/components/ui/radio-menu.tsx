import type { ReactNode } from 'react';
import type { MenuTrigger } from './deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

export type RadioMenuOption = { value: string; label: ReactNode; lang?: string };

export type RadioMenuProps = {
  trigger: MenuTrigger;
  label: string;
  value: string;
  options: RadioMenuOption[];
  onValueChange: (value: string) => void;
};

/** A one-of-many menu (language, currency); loaded lazily and mounted open by DeferredMenu. */
export default function RadioMenu({ trigger, label, value, options, onValueChange }: RadioMenuProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
