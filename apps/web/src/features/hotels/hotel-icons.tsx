import { Icon, type IconProps } from '../../components/ui/icons';
export {
  BedIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HeartIcon,
  ClockIcon,
  SlidersIcon,
  MinusIcon,
  PlusIcon,
  FlameIcon,
  HistoryIcon,
} from '../../components/ui/icons';

/** Line icons of the hotel pages, on the shared 24 × 24 grid; decorative (the control or text carries the name). */
export const StarIcon = (props: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...props}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);

export const UsersIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.7 3 2.4 3.5 5.2" />
  </Icon>
);

export const AreaIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

export const CoffeeIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <path d="M12 3 5 6v5.5c0 4.3 3 7.9 7 9.5 4-1.6 7-5.2 7-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon className="size-5" {...props}>
    <path d="M12 4 2.8 19.5h18.4z" />
    <path d="M12 10v4.5M12 17.2v.1" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 21V5l8-2v18M12 8h8v13M3 21h18M7.5 8h1.5M7.5 12h1.5M7.5 16h1.5M15.5 12h1.5M15.5 16h1.5" />
  </Icon>
);
