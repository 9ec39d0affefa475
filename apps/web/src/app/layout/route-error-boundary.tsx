import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The current location's key: a navigation elsewhere clears the error, as the router's errors do. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/**
 * Any error thrown while rendering a screen, or a screen's chunk that failed (or timed out) to load,
 * shows the error screen in place of the whole page until the customer goes somewhere else.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.errorKey === null) return { errorKey: props.locationKey };
    if (state.error && state.errorKey !== props.locationKey) return { error: null, errorKey: null };
    return null;
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
