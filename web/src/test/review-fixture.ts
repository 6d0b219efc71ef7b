// A review as submit-review answers it and the shop page lists it, for the review tests.
export const review = {
  id: 'r1',
  shop_id: 's1',
  booking_id: 'b1',
  rating: 4,
  comment: 'Neat',
  status: 'published',
  created_at: '2026-12-02T10:00:00+08:00',
  edited_at: null,
}
