import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './card-brands.css';

/** A brand's badge: its card-shaped frame and the marks inside, on a 38 x 24 grid. */
function Badge({ name, fill, children }: { name: string; fill: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 38 24" width="38" height="24" role="img" aria-label={name} focusable="false">
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill={fill} stroke="#c9ced6" />
      {children}
    </svg>
  );
}

const WORDMARK = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

/**
 * The cards the place takes, beside the card form (spec section 9: Visa, Mastercard, American
 * Express, Discover), as small inline badges with their names for screen readers: no image to
 * fetch, and only in the payment chunk, which loads after the first page.
 */
export function CardBrands() {
  const { t } = useI18n();
  return (
    <ul className="card-brands" aria-label={t('payment.card.accepted')}>
      <li>
        <Badge name="Visa" fill="#ffffff">
          <text x="19" y="16.5" fontSize="11" fontStyle="italic" fill="#1a1f71" {...WORDMARK}>
            VISA
          </text>
        </Badge>
      </li>
      <li>
        <Badge name="Mastercard" fill="#ffffff">
          <circle cx="15" cy="12" r="7" fill="#eb001b" />
          <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </Badge>
      </li>
      <li>
        <Badge name="American Express" fill="#1f72cd">
          <text x="19" y="15.5" fontSize="8.5" fill="#ffffff" {...WORDMARK}>
            AMEX
          </text>
        </Badge>
      </li>
      <li>
        <Badge name="Discover" fill="#ffffff">
          <text x="16" y="15" fontSize="6.5" fill="#231f20" {...WORDMARK}>
            DISCOVER
          </text>
          <circle cx="32" cy="12.5" r="3" fill="#f58220" />
        </Badge>
      </li>
    </ul>
  );
}
