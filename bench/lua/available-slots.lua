-- POST /functions/v1/available-slots for one shop-day (5 staff, 40 bookings), as the booking
-- page asks for it with the anon key. The body comes from bench/booking.sh (BENCH_SLOTS_BODY).
local anon = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. anon
wrk.headers["apikey"] = anon
wrk.body = os.getenv("BENCH_SLOTS_BODY") or "{}"
