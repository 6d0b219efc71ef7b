// Precompiled header: the heavy third-party headers most translation units include.
#pragma once
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include <expected>
#include <string>
#include <vector>
