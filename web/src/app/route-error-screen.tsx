import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorFallback, errorMessage } from '@/components/error-fallback'

/** The router's errorElement: the fallback screen with the thrown error's message. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? [error.status, error.statusText].filter(Boolean).join(' ')
    : errorMessage(error)
  return <ErrorFallback message={message} />
}
