import { PlaceLayout } from './place-layout.tsx';

/**
 * /reservation/:placeId. No back button on the home, nor on a paid ticket (the payment is
 * behind it: back would lead to a checkout already paid); the cancel and update pages go back to
 * their ticket, the checkout home.
 */
export default function ReservationLayout() {
  return (
    <PlaceLayout
      flow="reservation"
      backFrom={(rest, home) => {
        if (
          rest === '' ||
          /^ticket-paid\/[^/]+$/.test(rest) ||
          rest.startsWith('ticket-paid/external/')
        )
          return undefined;
        const ticket = /^ticket-paid\/([^/]+)\//.exec(rest);
        return ticket ? `${home}/ticket-paid/${ticket[1]}` : home;
      }}
    />
  );
}
