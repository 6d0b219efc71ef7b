-- probe-auth: bearer
-- Signed in as auth-header.lua, and every request a read the server has not seen: an
-- "id=neq.<uuid>" filter that no row matches, with a uuid no other request uses, so the
-- data API's read cache never answers and each request runs its query. The rows (and
-- the answer's size) are those of the same URL without the filter.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "auth-header.lua")

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
