-- POST /auth/v1/token?grant_type=refresh_token, following the rotation: every answer carries
-- the next refresh token, which the next request on the same connection presents. Each wrk
-- thread has one connection and its own session (bench/run.sh signs in once per connection
-- and passes the tokens in EMU_BENCH_REFRESH_TOKENS), like one browser tab each.
-- one-connection-per-thread
-- probe-body: {"refresh_token":"{refresh_token}"}
local counter = 0
local threads = {}

function setup(thread)
  counter = counter + 1
  local i = 0
  for t in string.gmatch(os.getenv("EMU_BENCH_REFRESH_TOKENS") or "", "[^,]+") do
    i = i + 1
    if i == counter then thread:set("token", t) end
  end
  table.insert(threads, thread)
end

local anon = os.getenv("EMU_BENCH_ANON_KEY")
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["apikey"] = anon
wrk.headers["Authorization"] = "Bearer " .. (anon or "")

function request()
  return wrk.format(nil, nil, nil, '{"refresh_token":"' .. token .. '"}')
end

function response(status, headers, body)
  local next_token = body:match('"refresh_token":"([^"]+)"')
  if next_token then token = next_token end
end
