import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children once they threw. */
  fallback: ReactNode;
  /** The boundary tries its children again when this changes (the page's path). */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failedAt: string | undefined | null;
}

/**
 * Catches an error thrown while rendering a page (or loading its code) and shows `fallback` in its
 * place, so the rest of the site keeps working; moving to another page tries again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    // The key is filled in by getDerivedStateFromProps on the render that follows.
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.failedAt === undefined) return { failedAt: props.resetKey ?? '' };
    if (state.failedAt !== null && state.failedAt !== (props.resetKey ?? '')) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}
