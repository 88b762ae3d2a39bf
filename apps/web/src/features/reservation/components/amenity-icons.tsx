import type { SERVICE_TYPE_ICONS, VEHICLE_TYPE_ICONS } from '@parking/domain/vocabulary';
import type { ReactNode } from 'react';
import { Icon } from '#web/components/ui/icons.tsx';

type VehicleIcon = (typeof VEHICLE_TYPE_ICONS)[number];
type ServiceIcon = (typeof SERVICE_TYPE_ICONS)[number];

const car = (
  <>
    <path d="M5 16V11l2-5h10l2 5v5" />
    <path d="M3 16h18v2H3z" />
    <circle cx="7.5" cy="18.5" r="1.5" />
    <circle cx="16.5" cy="18.5" r="1.5" />
  </>
);

const VEHICLE_GLYPHS: Record<VehicleIcon, ReactNode> = {
  standard: car,
  large: (
    <>
      <path d="M3 16V8h12l3 4h3v4" />
      <path d="M2 16h20" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  'very-large': (
    <>
      <path d="M2 16V6h13v10M15 9h4l3 4v3" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  motorcycle: (
    <>
      <circle cx="5" cy="17" r="3" />
      <circle cx="19" cy="17" r="3" />
      <path d="M5 17l4-6h5l5 6M12 11l-1-4h3" />
    </>
  ),
  bicycle: (
    <>
      <circle cx="5.5" cy="17" r="3.5" />
      <circle cx="18.5" cy="17" r="3.5" />
      <path d="M5.5 17L9 9h6l3.5 8M9 9l3 8h6.5M8 6h3" />
    </>
  ),
};

const SERVICE_GLYPHS: Record<ServiceIcon, ReactNode> = {
  '24x7': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  contactless: <path d="M8 8a6 6 0 0 1 0 8M12 5a10 10 0 0 1 0 14M16 3a13 13 0 0 1 0 18" />,
  'electric-charging': <path d="M13 2L5 13h6l-1 9 8-11h-6z" />,
  'in-and-out': <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  'covered-lot': (
    <>
      <path d="M2 10l10-6 10 6" />
      <path d="M5 10v10M19 10v10" />
    </>
  ),
  'uncovered-lot': (
    <>
      <circle cx="12" cy="7" r="3" />
      <path d="M3 20h18M6 16h12" />
    </>
  ),
  'onsite-staff': (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  restrooms: (
    <>
      <circle cx="7" cy="5" r="2" />
      <circle cx="17" cy="5" r="2" />
      <path d="M7 9v12M4 10h6M17 9l-3 7h6l-3-7M12 3v18" />
    </>
  ),
  'self-park': (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M10 17V7h3a3 3 0 0 1 0 6h-3" />
    </>
  ),
  'surveillance-camera': (
    <>
      <path d="M3 8l14-4 2 6-14 4z" />
      <path d="M8 13l1 4H4M19 10l2 3" />
    </>
  ),
  valet: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l2 2M15 8l2 2" />
    </>
  ),
  'wheelchair-accessible': (
    <>
      <circle cx="12" cy="4" r="2" />
      <path d="M12 7v6h5l2 6" />
      <path d="M8 11a5 5 0 1 0 7 7" />
    </>
  ),
};

// Decorative like every icon: the badge's text names the thing.
export const VehicleGlyph = ({ icon }: { icon: VehicleIcon }) => (
  <Icon width="18" height="18">
    {VEHICLE_GLYPHS[icon]}
  </Icon>
);
export const ServiceGlyph = ({ icon }: { icon: ServiceIcon }) => (
  <Icon width="18" height="18">
    {SERVICE_GLYPHS[icon]}
  </Icon>
);
