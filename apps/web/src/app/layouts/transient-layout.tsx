import { PlaceLayout } from './place-layout.tsx';

/**
 * /transient/:placeId. Spec section 2: no back button on the home, nor on the summary (the
 * payment is behind it); every other page goes back home.
 */
export default function TransientLayout() {
  return (
    <PlaceLayout
      flow="transient"
      backFrom={(rest, home) => (rest === '' || rest.startsWith('summary/') ? undefined : home)}
    />
  );
}
