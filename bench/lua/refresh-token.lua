-- POST /auth/v1/token?grant_type=refresh_token, following the rotation: every answer carries
-- the next refresh token, which the following request of this thread uses. Connections of one
-- thread share the chain, so a request may present a token a sibling just rotated; the server
-- answers those within its reuse window with the active token (contract 2.3), as for a client
-- that lost a response.
-- probe-body: {"refresh_token":"{refresh_token}"}
local token = os.getenv("EMU_BENCH_REFRESH_TOKEN")
local anon = os.getenv("EMU_BENCH_ANON_KEY")
if token == nil or token == "" or anon == nil then
  io.stderr:write("refresh-token.lua: needs EMU_BENCH_REFRESH_TOKEN and EMU_BENCH_ANON_KEY\n")
  os.exit(2)
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["apikey"] = anon
wrk.headers["Authorization"] = "Bearer " .. anon

request = function()
  return wrk.format(nil, nil, nil, '{"refresh_token":"' .. token .. '"}')
end

response = function(status, headers, body)
  local next_token = body:match('"refresh_token":"([^"]+)"')
  if next_token then token = next_token end
end
