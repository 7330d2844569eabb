import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation, useRouter } from "../app/router.ts";

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
  homeHref: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unexpected Application Error!", error, info.componentStack ?? "");
  }

  override render() {
    if (this.state.error == null) return this.props.children;
    return (
      <section className="page-hero page-hero--plain">
        <div className="container">
          <h1>
            <Trans>Unexpected Application Error!</Trans>
          </h1>
          <p className="page-hero__lead">
            <Trans>Something went wrong while showing this page. Please reload it or go back to the home page.</Trans>
          </p>
          {/* A full page load: the broken tree is left behind. */}
          <a className="button button--primary" href={this.props.homeHref}>
            <Trans>Return to Home</Trans>
          </a>
        </div>
      </section>
    );
  }
}

/**
 * Shows the "Unexpected Application Error!" page instead of a blank screen when a page
 * throws while rendering; moving to another page clears it.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { base } = useRouter();
  return (
    <Boundary resetKey={location} homeHref={`${base}/`}>
      {children}
    </Boundary>
  );
}
