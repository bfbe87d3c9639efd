import { Component, type ReactNode } from 'react';
import { ErrorState } from '@/platform/ui';

export const ROUTE_ERROR_TEXT =
  'This page could not be loaded. Check your connection and try again.';

type Props = {
  resetKey: string;
  children: ReactNode;
  /** Replaced in tests (a reload would end the test DOM's page). */
  reload?: () => void;
};
type State = { failed: boolean; resetKey: string };

/**
 * Catches a failed download of a lazy route chunk (offline, or a new deploy removed the old
 * files), or a page that throws, so the user gets a message and a retry instead of a blank
 * screen. React.lazy remembers a failed import, so "Try again" reloads the document; moving
 * to another path (resetKey) renders the children again.
 */
export class RouteBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        message={ROUTE_ERROR_TEXT}
        onRetry={this.props.reload ?? (() => window.location.reload())}
      />
    );
  }
}
