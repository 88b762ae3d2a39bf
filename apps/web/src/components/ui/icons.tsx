/** Small inline icons: decorative (aria-hidden), the surrounding control carries the name. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The line-drawing frame of every icon: a 24-unit grid stroked in the text's colour. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const HelpIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.6-2.7 4.1" />
    <path d="M12 17.6h.01" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3.5h3.2l1.6 4-2 1.3a11 11 0 0 0 5.4 5.4l1.3-2 4 1.6V17a2.5 2.5 0 0 1-2.5 2.5A14.5 14.5 0 0 1 2.5 6 2.5 2.5 0 0 1 5 3.5z" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.5h.01" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M7.5 12.5l3 3 6-6.5" />
  </Icon>
);

/** Flags, 3:2. Spain: red-yellow-red 1:2:1. United States: simplified stripes and canton. */
export function FlagEs(props: IconProps) {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </svg>
  );
}

export function FlagUs(props: IconProps) {
  const stripes = [0, 2, 4, 6, 8, 10, 12].map((i) => (
    <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
  ));
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#fff" />
      {stripes}
      <rect width="12" height={(20 * 7) / 13} fill="#3C3B6E" />
      <g fill="#fff">
        <circle cx="2.2" cy="2" r="0.6" />
        <circle cx="6" cy="2" r="0.6" />
        <circle cx="9.8" cy="2" r="0.6" />
        <circle cx="4.1" cy="4.4" r="0.6" />
        <circle cx="7.9" cy="4.4" r="0.6" />
        <circle cx="2.2" cy="6.8" r="0.6" />
        <circle cx="6" cy="6.8" r="0.6" />
        <circle cx="9.8" cy="6.8" r="0.6" />
        <circle cx="4.1" cy="9.2" r="0.6" />
        <circle cx="7.9" cy="9.2" r="0.6" />
      </g>
    </svg>
  );
}
