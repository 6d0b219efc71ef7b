// The ranking constants shared by the SQL search (shop_search.cpp) and the in-memory index
// (shop_index.cpp), so both order and measure shops alike (marketplace.md section 4.2).
#pragma once

namespace emu::search {

// C of the Bayesian average: a shop's rating is pulled towards the mean as if it had this many
// more reviews at the mean.
inline constexpr double kPrior = 5;
// Kilometres per degree of latitude (and of longitude at the equator).
inline constexpr double kKmPerDegree = 111.32;

}  // namespace emu::search
