-- GET /rest/v1/bookings of the same week and shop as shop-calendar (the REST list of the same
-- booking rows with their service), signed in as the bench admin. The path comes from
-- bench/calendar.sh (BENCH_CALENDAR_REST).
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "auth-header.lua")
wrk.headers["apikey"] = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.path = os.getenv("BENCH_CALENDAR_REST") or "/rest/v1/bookings?limit=1"
