// The completion token of the coroutines that read and write sockets: `co_await op(use_tuple)`
// answers (error_code, result...) instead of throwing, so a dropped peer is an ordinary value.
#pragma once

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace emu::common {

inline constexpr auto use_tuple = boost::asio::as_tuple(boost::asio::use_awaitable);

}  // namespace emu::common
