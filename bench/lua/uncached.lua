-- probe-auth: bearer
-- Signed in as auth-header.lua, and every request a read the server has not seen: an
-- "id=neq.<uuid>" filter that no row matches, with a uuid no other request uses, so the
-- data API's read cache never answers and each request runs its query. The rows (and
-- the answer's size) are those of the same URL without the filter.
local token = os.getenv("EMU_BENCH_TOKEN") or os.getenv("EMU_BENCH_ANON_KEY")
if token == nil or token == "" then
  io.stderr:write("uncached.lua: set EMU_BENCH_TOKEN or EMU_BENCH_ANON_KEY\n")
  os.exit(2)
end
wrk.headers["Authorization"] = "Bearer " .. token

local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end

local n = 0
function request()
  n = n + 1
  return wrk.format(nil, wrk.path .. string.format("&id=neq.%08x-0000-4000-8000-%012x", tid, n))
end
