-- POST /functions/v1/quick-apply as the Quick Apply modal sends it (anon key): per request one
-- write transaction (quick application, draft merchant application, application number) and
-- two outbox rows. Every request uses a new e-mail address. The issue's figure is taken at 32
-- connections: BENCH_CONNECTIONS=32 ./emu bench --case quick-apply [--db postgres].
-- probe-body: {"business_name":"Bench Salon","email":"probe@bench.example.hk","whatsapp":"+852 9123 4567","district":"Sha Tin","business_type":"Beauty","business_mode":"independent","instagram":null,"lang":"en"}
local thread_count = 0

function setup(thread)
  thread_count = thread_count + 1
  thread:set("tid", thread_count)
end

local anon = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. anon

local n = 0
function request()
  n = n + 1
  local body = string.format(
    '{"business_name":"Bench Salon %d","email":"bench.%d.%d@bench.example.hk",' ..
      '"whatsapp":"+852 9123 4567","district":"Sha Tin","business_type":"Beauty",' ..
      '"business_mode":"independent","instagram":"@bench","lang":"en"}',
    n, tid or 0, n)
  return wrk.format(nil, nil, nil, body)
end
