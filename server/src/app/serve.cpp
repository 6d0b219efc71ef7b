#include "app/serve.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <optional>
#include <thread>
#include <vector>

#include "app/page_routes.hpp"
#include "observatory/feed.hpp"
#include "app/routes.hpp"
#include "app/stop_watchdog.hpp"
#include "booking/booking_jobs.hpp"
#include "db/transaction.hpp"
#include "payments/jobs.hpp"
#include "http/pipeline.hpp"
#include "http/security_headers.hpp"
#include "http/server.hpp"
#include "http/static_site.hpp"
#include "mail/outbox_worker.hpp"
#include "mail/stored_email.hpp"
#include "messaging/whatsapp_outbox.hpp"
#include "messaging/whatsapp_worker.hpp"
#include "payments/card_refunds.hpp"
#include "payments/payouts.hpp"
#include "realtime/realtime_server.hpp"
#include "reviews/review_invitations.hpp"

namespace emu::app {
namespace {

// The booking jobs (booking/booking_jobs.hpp) every EMU_BOOKING_SWEEP_MS, on the worker pool,
// then the payment jobs (payments/jobs.hpp: unpaid release, deposits kept or refunded), then
// the review invitations of the visits they completed (reviews/review_invitations.hpp).
boost::asio::awaitable<void> booking_jobs_loop(runtime::Context& ctx) {
  const booking::JobSettings settings{ctx.config.booking_reminder_before,
                                      ctx.config.booking_complete_after, ctx.config.public_url()};
  const payments::Settings pay_settings = runtime::payment_settings(ctx.config);
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    timer.expires_after(ctx.config.booking_sweep);
    boost::system::error_code ec;
    co_await timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    if (ec) co_return;
    auto report = co_await ctx.workers->run([&]() -> std::optional<std::string> {
      try {
        auto r = booking::run_booking_jobs(*ctx.db, settings);
        if (!r) return r.error().sqlstate + " " + r.error().message;
        auto paid = payments::run_payment_jobs(*ctx.db, pay_settings);
        if (!paid) return paid.error().sqlstate + " " + paid.error().message;
        if (paid->released || paid->settled) {
          spdlog::info("deposits: {} released unpaid, {} settled", paid->released, paid->settled);
        }
        auto invited = reviews::send_review_invitations(*ctx.db, std::chrono::system_clock::now(),
                                                        ctx.config.review_invite_after,
                                                        ctx.config.public_url());
        if (!invited) return invited.error().sqlstate + " " + invited.error().message;
        if (r->expired || r->reminded || r->completed || r->weather_marked || *invited) {
          spdlog::info(
              "bookings: {} expired, {} reminded, {} completed, {} weather-affected, {} "
              "invited to review",
              r->expired, r->reminded, r->completed, r->weather_marked, *invited);
        }
        // Card refunds the rules ordered (payments/card_refunds.hpp), then the payouts due.
        const auto now = std::chrono::system_clock::now();
        auto refunds = payments::run_card_refunds(*ctx.db, *ctx.cards, now);
        if (!refunds) return "card refunds: " + refunds.error().message;
        if (refunds->refunded || refunds->failed) {
          spdlog::info("payments: {} card refund(s) done, {} failed (tried again next time)",
                       refunds->refunded, refunds->failed);
        }
        auto payouts = db::in_transaction(*ctx.db, db::TxMode::write, [&](db::Connection& c) {
          return payments::create_payouts(c, now);
        });
        if (!payouts) return "payouts: " + payouts.error().message;
        if (payouts->payouts) {
          spdlog::info("payments: {} payout(s) created, HK${:.2f}", payouts->payouts,
                       static_cast<double>(payouts->amount_cents) / 100.0);
        }
        return std::nullopt;
      } catch (const std::exception& e) {
        return std::string(e.what());
      }
    });
    if (report) spdlog::warn("bookings: jobs failed: {}", *report);
  }
}

// The Observatory's warning summary (observatory/feed.hpp) every EMU_HKO_POLL_SECONDS, on the
// worker pool. A failing feed is logged when it starts failing and when it recovers, not at every
// poll.
boost::asio::awaitable<void> observatory_loop(runtime::Context& ctx) {
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (auto wait = std::chrono::seconds(0);; wait = ctx.config.hko_poll) {
    timer.expires_after(wait);
    boost::system::error_code ec;
    co_await timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    if (ec) co_return;
    auto report = co_await ctx.workers->run([&]() -> db::Result<observatory::PollReport> {
      try {
        return observatory::poll_once(*ctx.db, ctx.config.hko_warnsum_url,
                                      std::chrono::system_clock::now());
      } catch (const std::exception& e) {
        return std::unexpected(db::DbError{"", e.what()});
      }
    });
    if (!report) {
      spdlog::warn("observatory: poll failed: {}", report.error().message);
    } else if (report->new_error) {
      spdlog::warn("observatory: the warning feed cannot be used (weather mode unchanged): {}",
                   report->error);
    } else if (report->recovered) {
      spdlog::info("observatory: the warning feed is readable again");
    }
    if (report && report->switched > 0) {
      spdlog::info("observatory: {} weather signal(s) switched, {} booking(s) weather-affected",
                   report->switched, report->affected);
    }
  }
}

// Counted shop views and impressions (analytics/shop_counters.hpp) every
// EMU_ANALYTICS_FLUSH_MS, on the worker pool; a last flush when the server stops.
boost::asio::awaitable<void> analytics_flush_loop(runtime::Context& ctx) {
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    timer.expires_after(ctx.config.analytics_flush);
    boost::system::error_code ec;
    co_await timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    if (ec) co_return;
    if (ctx.shop_counters->pending() == 0) continue;
    auto failed = co_await ctx.workers->run([&]() -> std::optional<std::string> {
      try {
        auto r = ctx.shop_counters->flush(*ctx.db);
        if (!r) return r.error().sqlstate + " " + r.error().message;
        return std::nullopt;
      } catch (const std::exception& e) {
        return std::string(e.what());
      }
    });
    if (failed) spdlog::warn("analytics: flush failed (kept for the next one): {}", *failed);
  }
}

// The search index (search/live_shop_index.hpp): loaded at start, then brought up to date
// every 30 s even when nobody searches, so a quiet server never falls behind its change log
// (which would make the next search wait for a full reload).
boost::asio::awaitable<void> search_index_loop(runtime::Context& ctx) {
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (auto wait = std::chrono::seconds(0);; wait = std::chrono::seconds(30)) {
    timer.expires_after(wait);
    boost::system::error_code ec;
    co_await timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    if (ec) co_return;
    auto failed = co_await ctx.workers->run([&]() -> std::optional<std::string> {
      try {
        auto r = ctx.shop_index->refresh();
        if (!r) return r.error().sqlstate + " " + r.error().message;
        return std::nullopt;
      } catch (const std::exception& e) {
        return std::string(e.what());
      }
    });
    if (failed) spdlog::warn("search index: refresh failed: {}", *failed);
  }
}

}  // namespace

int serve(runtime::Context& ctx) {
  const runtime::Config& config = ctx.config;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  unsigned io_threads = config.io_threads ? config.io_threads : cores;
  // Before the I/O contexts: sockets still open when they are destroyed leave the hub.
  realtime::RealtimeServer realtime(ctx);
  // One single-threaded io_context per I/O thread (see HttpServer).
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts;
  std::vector<boost::asio::io_context*> context_ptrs;
  for (unsigned i = 0; i < io_threads; ++i) {
    contexts.push_back(std::make_unique<boost::asio::io_context>(1));
    context_ptrs.push_back(contexts.back().get());
  }
  boost::asio::io_context& ioc = *contexts.front();

  http::Router router;
  register_all_routes(router, ctx);
  auto site = http::StaticSite::load(config.web_dir);
  register_page_routes(router, ctx, site);
  http::Pipeline pipeline(
      router, site, ctx.metrics,
      {.access_log = config.access_log,
       .cors_origins = config.cors_origins,
       .content_security_policy = http::content_security_policy(config.public_url())});
  http::HttpServer server(
      context_ptrs,
      {.max_body = config.max_body,
       // Room for the multipart envelope: storage itself answers a file
       // over the limit with its own EntityTooLarge.
       .max_upload_body = static_cast<std::size_t>(config.upload_max_bytes) + 64 * 1024,
       .max_header_bytes = config.max_header_bytes,
       .request_timeout = config.request_timeout,
       .idle_timeout = config.idle_timeout},
      [&pipeline](http::Request& req) { return pipeline.handle(req); });
  server.set_upgrade("/realtime/v1/",
                     [&realtime](boost::beast::tcp_stream stream, http::RawRequest req) {
                       return realtime.upgrade(std::move(stream), std::move(req));
                     });
  realtime.start();
  if (auto listening = server.listen(config.listen); !listening) {
    spdlog::error("{}", listening.error());
    return 1;
  }

  // Keep the other contexts running while they have no connection yet.
  std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> guards;
  for (auto& context : contexts) guards.emplace_back(context->get_executor());

  // The stop keeps its word: from the signal to exit takes at most EMU_DRAIN_MS (D), whatever
  // clients and the database do. At once: no new connections, idle keep-alives closed.
  // Until D - grace: requests already begun may arrive and are answered. At D - grace (the
  // cut): a request still arriving is answered 503, and the database is interrupted, so work
  // still running fails, rolls back and is answered 503; no transaction commits after that.
  // By D - grace/2 the I/O stops; what remains (the last analytics flush, joining the worker
  // threads) must end by D, or the watchdog ends the process.
  using Clock = std::chrono::steady_clock;
  std::optional<StopWatchdog> watchdog;
  Clock::time_point answered_by;
  boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int signal) {
    if (ec) return;
    const auto start = Clock::now();
    const auto grace =
        std::max<std::chrono::milliseconds>(config.drain / 5, std::chrono::milliseconds(250));
    const auto cut = start + config.drain - grace;
    answered_by = start + config.drain - grace / 2;
    spdlog::info("signal {} received: draining (at most {} ms)", signal, config.drain.count());
    server.begin_stop(cut);
    watchdog.emplace(*ctx.db, cut, start + config.drain);
    boost::asio::co_spawn(
        ioc,
        [&]() -> boost::asio::awaitable<void> {
          co_await server.drain(answered_by);
          for (auto& context : contexts) context->stop();
        },
        boost::asio::detached);
  });

  // The outbox worker runs beside the server and stops after it, finishing the e-mail in hand.
  mail::OutboxWorker outbox(
      *ctx.db,
      {.smtp = {config.smtp_url, config.smtp_user, config.smtp_password, config.smtp_from},
       .mail = {config.public_url(), !config.smtp_url.empty(), config.review_business_days},
       .pace = {.poll = config.outbox_poll,
                .max_attempts = config.outbox_max_attempts,
                .backoff_base = config.outbox_backoff,
                .lease = config.outbox_lease}});
  outbox.start();
  // WhatsApp (messaging/) with EMU_WHATSAPP_TOKEN: booking messages are queued for customers who
  // opted in and sent by this worker, with the e-mail outbox's poll, attempts and backoff; a
  // failed customer message falls back to its e-mail, queued once.
  std::optional<messaging::WhatsAppWorker> whatsapp;
  if (config.whatsapp_enabled()) {
    messaging::set_whatsapp_sending(true);
    whatsapp.emplace(
        *ctx.db,
        messaging::WhatsAppOptions{
            .api = {config.whatsapp_token, config.whatsapp_phone_number_id,
                    config.whatsapp_api_base},
            .fall_back = [](db::Connection& conn, const std::string& email) -> db::Result<void> {
              auto queued = mail::queue_stored_email(conn, email);
              if (!queued) return std::unexpected(queued.error());
              return {};
            },
            .pace = {.poll = config.outbox_poll,
                     .max_attempts = config.outbox_max_attempts,
                     .backoff_base = config.outbox_backoff}});
    whatsapp->start();
  }
  boost::asio::co_spawn(ioc, booking_jobs_loop(ctx), boost::asio::detached);
  boost::asio::co_spawn(ioc, analytics_flush_loop(ctx), boost::asio::detached);
  if (ctx.shop_index) boost::asio::co_spawn(ioc, search_index_loop(ctx), boost::asio::detached);
  if (config.hko_poll.count() > 0 && config.marketplace) {
    boost::asio::co_spawn(ioc, observatory_loop(ctx), boost::asio::detached);
  }

  spdlog::info("Emu listening on http://{} (site {}, database {})", config.listen,
               config.public_url(),
               ctx.db->dialect() == db::Dialect::sqlite ? "sqlite" : "postgres");
  std::vector<std::jthread> threads;
  for (unsigned i = 1; i < io_threads; ++i) {
    threads.emplace_back([context = contexts[i].get()] { context->run(); });
  }
  ioc.run();
  for (auto& t : threads) t.join();
  outbox.stop();
  if (whatsapp) whatsapp->stop();
  realtime.stop();
  if (auto flushed = ctx.shop_counters->flush(*ctx.db); !flushed) {
    spdlog::warn("analytics: last flush failed: {}", flushed.error().message);
  }
  // Joined here, before the I/O contexts (and the coroutine frames the work refers to) go.
  ctx.workers->stop();
  ctx.workers->join();
  watchdog.reset();
  spdlog::info("stopped");
  return 0;
}

}  // namespace emu::app
