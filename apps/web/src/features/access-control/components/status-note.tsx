import { Link } from 'react-router';

/**
 * A page of the customer area that ends in one way on: what happened (its heading), why when
 * there is more to say, and the link to go on by (a stay not found: 'Search again'; a failed
 * payment: 'Try again'). `block` stretches the link to the column's width, as on most of them.
 */
export function StatusNote({
  title,
  text,
  to,
  action,
  block = true,
}: {
  title: string;
  text?: string;
  to: string;
  action: string;
  block?: boolean;
}) {
  return (
    <div className="stack">
      <h1 className="ac-title">{title}</h1>
      {text && <p>{text}</p>}
      <Link className={`button button--primary${block ? ' button--block' : ''}`} to={to}>
        {action}
      </Link>
    </div>
  );
}
