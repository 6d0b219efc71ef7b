import { Component, type ReactNode } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError, type Location } from 'react-router'
import { ErrorFallback, errorMessage } from '@/components/error-fallback'

function messageOf(error: unknown): string | undefined {
  return isRouteErrorResponse(error) ? [error.status, error.statusText].filter(Boolean).join(' ') : errorMessage(error)
}

/** The route table's errorElement (a data router's; tests build those): the fallback screen. */
export function RouteErrorScreen() {
  return <ErrorFallback message={messageOf(useRouteError())} />
}

interface BoundaryProps {
  location: Location
  children: ReactNode
}
interface BoundaryState {
  error: unknown
  location: Location
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error() }
  }

  // Another page (a link, Back) leaves the error screen, as a router's errorElement does.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Unhandled render error on a page', error)
  }

  override render() {
    return this.state.error ? <ErrorFallback message={messageOf(this.state.error)} /> : this.props.children
  }
}

/**
 * A page that throws while rendering shows the fallback screen with its message, in place of
 * the whole layout (the app's router is a plain BrowserRouter, which has no errorElement).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>
}
