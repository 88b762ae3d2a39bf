import { Component, type ReactNode } from 'react';
import { useLocation } from '#web/lib/router/router.tsx';
import type { OperatorContact } from '../shell/contact-list.tsx';
import { RenderErrorNotice } from './render-error-notice.tsx';
import { reportRenderError } from './report-render-error.ts';

interface Props {
  /** The operator's contact when the layout knows the customer; null for the generic words. */
  contact: OperatorContact | null;
  /** The address shown: a failure is forgotten once the driver goes elsewhere. */
  pathname: string;
  /** Whether the notice is the page's main landmark (no layout around it). */
  standalone?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The address the error happened at. */
  failedAt: string | null;
}

/**
 * A page that throws while it renders, or whose code fails to load (a lazy chunk), shows the
 * notice instead of a blank page, and the server's log hears of it (decision 079). Nothing of
 * it is in the DOM until something fails: a server-rendered page hydrates as before.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedAt: this.props.pathname });
    reportRenderError(error, this.props.pathname);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.pathname !== this.props.pathname && this.state.error !== null) {
      this.setState({ error: null, failedAt: null });
    }
  }

  override render() {
    const { error, failedAt } = this.state;
    const { contact, pathname, standalone = false, children } = this.props;
    const failedHere = error !== null && (failedAt === null || failedAt === pathname);
    return failedHere ? <RenderErrorNotice contact={contact} standalone={standalone} /> : children;
  }
}

/**
 * Around every route: a layout whose own code fails to load (each is a lazy chunk) has no
 * layout to show the notice in, so it is the page's only content, with the generic contact.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RenderErrorBoundary contact={null} pathname={pathname} standalone>
      {children}
    </RenderErrorBoundary>
  );
}
