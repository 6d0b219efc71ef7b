import { useEffect } from 'react'

/** Sets the tab title while a screen shows (follows the language through `title`). */
export function useTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
