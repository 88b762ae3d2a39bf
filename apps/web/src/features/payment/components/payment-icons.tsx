/**
 * The icons only the payment step draws: apart from the shared icons, which every first page
 * fetches in the shell, so that no first page carries these (decision 085, amended).
 */
import type { SVGProps } from 'react';
import { Icon } from '#web/components/ui/icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

export const CreditCardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19" />
    <path d="M6.5 15h4" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

/** Canada, 3:2 here (the real flag is 2:1): red-white-red with a simplified maple leaf. */
export function FlagCa(props: IconProps) {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#fff" />
      <rect width="7.5" height="20" fill="#D52B1E" />
      <rect x="22.5" width="7.5" height="20" fill="#D52B1E" />
      <path
        fill="#D52B1E"
        d="M15 3.5l1.2 2.3 1.3-.6-.5 3.3 1.9-2 .4 1.2 2-.4-.7 2.2.9.5-3.3 2.6.4 1.3-3-.4.1 3h-1.4l.1-3-3 .4.4-1.3-3.3-2.6.9-.5-.7-2.2 2 .4.4-1.2 1.9 2-.5-3.3 1.3.6z"
      />
    </svg>
  );
}
