-- POST /functions/v1/shop-calendar: the week of one shop (10 staff, 500 bookings and blocks),
-- as the dashboard's Calendar asks for it, signed in as the bench admin (book::may_run_book).
-- The body comes from bench/calendar.sh (BENCH_CALENDAR_BODY).
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "auth-header.lua")
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["apikey"] = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.body = os.getenv("BENCH_CALENDAR_BODY") or "{}"
