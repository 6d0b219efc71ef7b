import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { PillTabs } from '@/components/ui/pill-tabs'

function Harness({ panelOf }: { panelOf?: string }) {
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming')
  return (
    <>
      <PillTabs
        label="My bookings"
        selected={tab}
        onSelect={setTab}
        panelOf={panelOf}
        tabs={[
          { id: 'upcoming', label: 'Upcoming (2)' },
          { id: 'past', label: 'Past (1)' },
        ]}
      />
      <div role="tabpanel">{tab}</div>
    </>
  )
}

describe('PillTabs', () => {
  it('is a named tab list whose tabs are buttons: a click or Enter/Space on the focused tab selects it', () => {
    render(<Harness />)
    const list = screen.getByRole('tablist', { name: 'My bookings' })
    const [upcoming, past] = screen.getAllByRole('tab')
    expect(list.contains(upcoming!)).toBe(true)
    expect(upcoming!.getAttribute('aria-selected')).toBe('true')
    expect(past!.getAttribute('aria-selected')).toBe('false')
    // A native button: reachable with Tab, activated by Enter and Space (a click event).
    expect(past!.tagName).toBe('BUTTON')
    expect(past!.getAttribute('type')).toBe('button')
    expect(past!.tabIndex).toBe(0)
    past!.focus()
    expect(document.activeElement).toBe(past)
    fireEvent.click(past!)
    expect(past!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('past')
  })

  it('with panelOf, each tab has an id and controls the panel', () => {
    render(<Harness panelOf="shop-1" />)
    const [upcoming] = screen.getAllByRole('tab')
    expect(upcoming!.id).toBe('tab-shop-1-upcoming')
    expect(upcoming!.getAttribute('aria-controls')).toBe('panel-shop-1')
  })
})
