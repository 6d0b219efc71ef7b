// The home page's Featured row (issue 31): chosen apart from Top rated.
/**
 * Featured: six verified shops rated 4 or more that are not the top-rated six, a different six
 * each Hong Kong day (four sets in turn). Each has at least six verified shops rated above it,
 * so none of them is in Top rated.
 */
export function featuredBody(now = Date.now()) {
  const hkDay = Math.floor((now + 8 * 3_600_000) / 86_400_000)
  return { q: '', sort: 'rating', verified: true, min_rating: 4, limit: 6, offset: 6 * (1 + (hkDay % 4)) }
}
