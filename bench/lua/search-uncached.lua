-- search.lua with a different body on every request (an extra "n" the search ignores), so no
-- answer comes from the read cache: what a search costs when nobody asked it just before.
local anon = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. anon
local base = os.getenv("BENCH_BODY") or "{}"
local n = 0
function request()
  n = n + 1
  local body = base:gsub("}$", string.format(',"n":%d}', n), 1)
  return wrk.format(nil, nil, nil, body)
end
