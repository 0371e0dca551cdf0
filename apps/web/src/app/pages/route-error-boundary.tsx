import { Component, createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const CaughtErrorContext = createContext<unknown>(undefined);

/** The error that the nearest RouteErrorBoundary caught, for its fallback (the error page). */
export const useCaughtError = (): unknown => useContext(CaughtErrorContext);

type TBoundaryProps = { fallback: ReactNode; resetKey: string; children: ReactNode };
type TBoundaryState = { caught: { error: unknown } | null; resetKey: string };

class ErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: TBoundaryProps,
    state: TBoundaryState,
  ): Partial<TBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <CaughtErrorContext value={caught.error}>{this.props.fallback}</CaughtErrorContext>;
  }
}

/**
 * A route's error boundary: an error thrown while rendering `children` (a screen, or a lazy screen's
 * code failing to load) shows `fallback` in their place, which reads the error with useCaughtError.
 * The next navigation renders `children` again.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKey={key}>
      {children}
    </ErrorBoundary>
  );
}
