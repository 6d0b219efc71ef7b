import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorFallback, errorMessage } from '@/components/error-fallback'

interface Props {
  children: ReactNode
}
interface State {
  error: unknown
  hasError: boolean
}

/** Catches render errors outside the router (providers, boot) and shows the fallback screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack)
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback message={errorMessage(this.state.error)} />
    return this.props.children
  }
}
