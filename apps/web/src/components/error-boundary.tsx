import { createErrorId } from '@plantwise/domain';
import * as React from 'react';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryProps {
  children: React.ReactNode;
  /** Where the error happened, shown on the screen (the route path). */
  context: string;
  /** A new value (the next route) clears a caught error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorId: string | null;
  resetKey: string | undefined;
}

/** Catches render errors below it and shows the Application Error screen with a quotable id. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, errorId: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return {
      error: error instanceof Error ? error : new Error(String(error)),
      errorId: createErrorId(Date.now(), Math.random),
    };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, errorId: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo) {
    console.error(
      `Application error ${this.state.errorId ?? ''} at ${this.props.context}`,
      error,
      info.componentStack,
    );
  }

  reset = () => {
    this.setState({ error: null, errorId: null });
  };

  override render() {
    if (this.state.error && this.state.errorId) {
      return <ErrorScreen errorId={this.state.errorId} context={this.props.context} onRetry={this.reset} />;
    }
    return this.props.children;
  }
}
