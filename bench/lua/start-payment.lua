-- POST /functions/v1/start-payment {bookingId, method: 'fps'} as the booking's customer (the
-- bench user), round-robin over the bookings bench/payments.mjs made (BENCH_PAYMENT_BODIES, one
-- JSON body a line): the first call of each makes its payment and FPS QR, the rest answer it.
local token = os.getenv("EMU_BENCH_TOKEN") or ""
local anon = os.getenv("EMU_BENCH_ANON_KEY") or ""
local bodies = {}
for line in string.gmatch(os.getenv("BENCH_PAYMENT_BODIES") or "", "[^\n]+") do
  bodies[#bodies + 1] = line
end
local i = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. token
wrk.headers["apikey"] = anon
request = function()
  i = i + 1
  return wrk.format(nil, nil, nil, bodies[(i % #bodies) + 1])
end
