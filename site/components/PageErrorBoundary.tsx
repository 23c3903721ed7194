import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Catches a page chunk that failed to download or render, and offers a reload instead of a blank page. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page-error" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
