import { Icon, type IconProps } from './icons';

/**
 * Icons only lazily loaded sections use (flash sales, the banner carousel, the search history);
 * apart from icons.tsx so they stay out of the home route's JavaScript.
 */
export const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 3 5 14h6l-1 7 8-11h-6z" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10-6.5z" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
