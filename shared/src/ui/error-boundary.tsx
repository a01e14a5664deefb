// ARCHITECTURE §2 "Degrade, don't crash": a render error inside a section shows the spec §2
// fallback there and is logged to the console (spec §8, first line); the rest of the page lives.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionFallback } from './section-fallback.tsx';
import { reportError } from '../analytics-events.ts';

export interface ErrorBoundaryProps {
  supportEmail: string;
  /** Replaces the standard fallback (e.g. the shell's full error page). */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  /** When this value changes the boundary tries again (e.g. the pathname after a navigation). */
  resetKey?: unknown;
  /** Where the error is logged; the section name helps to find it. */
  name?: string;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  key: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.key) return { key: props.resetKey, failed: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Ошибка отрисовки раздела${this.props.name ? ` «${this.props.name}»` : ''}`, error, info.componentStack);
    reportError(error, this.props.name ?? 'section'); // spec §7/§8: to the error-reporting service, when configured
  }

  reset = (): void => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error, this.reset) : <SectionFallback supportEmail={this.props.supportEmail} />;
  }
}
