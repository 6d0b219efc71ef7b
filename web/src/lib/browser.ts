// Thin wrappers over browser navigation so components stay testable.

export function reloadPage(): void {
  window.location.reload()
}
