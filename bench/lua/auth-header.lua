-- probe-auth: bearer
-- Adds "Authorization: Bearer <token>" to every request.
-- The token comes from EMU_BENCH_TOKEN (a user's access token), else EMU_BENCH_ANON_KEY
-- (bench/run.sh exports emu's anon key there), so the same script serves signed-in and
-- anonymous targets.
local token = os.getenv("EMU_BENCH_TOKEN") or os.getenv("EMU_BENCH_ANON_KEY")
if token == nil or token == "" then
  io.stderr:write("auth-header.lua: set EMU_BENCH_TOKEN or EMU_BENCH_ANON_KEY\n")
  os.exit(2)
end
wrk.headers["Authorization"] = "Bearer " .. token
