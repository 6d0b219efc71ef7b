-- POST /functions/v1/search-shops as the search box and the category pages send it (anon
-- key). The body comes from BENCH_BODY (the case's column in targets.tsv); run.sh probes
-- with the same body.
local anon = os.getenv("EMU_BENCH_ANON_KEY") or ""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. anon
wrk.body = os.getenv("BENCH_BODY") or "{}"
