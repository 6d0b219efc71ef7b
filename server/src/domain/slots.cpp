#include "domain/slots.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>

namespace emu::domain {
namespace {

std::vector<Interval> shifted(const std::vector<Interval>& list, Minute by) {
  std::vector<Interval> out;
  out.reserve(list.size());
  for (const auto& i : list) out.push_back({i.start + by, i.end + by});
  return out;
}

bool overlaps_any(const std::vector<Interval>& list, Minute start, Minute end) {
  for (const auto& i : list) {
    if (i.start < end && start < i.end) return true;
  }
  return false;
}

bool inside_one(const std::vector<Interval>& list, Minute start, Minute end) {
  for (const auto& i : list) {
    if (i.start <= start && end <= i.end) return true;
  }
  return false;
}

bool beyond_horizon(const ShopDay& day) {
  using namespace std::chrono;
  const auto today = sys_days{hk_date_of(day.now)};
  return sys_days{day.date} > today + days{day.horizon_days};
}

bool shop_closed(const ShopDay& day) {
  if (day.shop_hours && day.shop_hours->empty()) return true;
  const Minute midnight = hk_midnight(day.date);
  return subtract({{midnight, midnight + 1440}}, normalized(day.closures)).empty();
}

// While a warning is in force no same-day online booking is offered (salon-day.md C.4, the
// corrected weather rule): the earliest start is the next Hong Kong midnight.
Minute earliest_start(const ShopDay& day) {
  Minute earliest = day.now + day.min_notice_min;
  if (day.weather_active) earliest = std::max(earliest, hk_midnight(hk_date_of(day.now)) + 1440);
  return earliest;
}

}  // namespace

std::vector<Interval> normalized(std::vector<Interval> list) {
  std::erase_if(list, [](const Interval& i) { return i.end <= i.start; });
  std::sort(list.begin(), list.end(),
            [](const Interval& a, const Interval& b) { return a.start < b.start; });
  std::vector<Interval> out;
  for (const auto& i : list) {
    if (!out.empty() && i.start <= out.back().end) {
      out.back().end = std::max(out.back().end, i.end);
    } else {
      out.push_back(i);
    }
  }
  return out;
}

std::vector<Interval> intersect(const std::vector<Interval>& a, const std::vector<Interval>& b) {
  std::vector<Interval> out;
  for (const auto& x : a) {
    for (const auto& y : b) {
      Interval i{std::max(x.start, y.start), std::min(x.end, y.end)};
      if (i.start < i.end) out.push_back(i);
    }
  }
  return normalized(std::move(out));
}

std::vector<Interval> subtract(const std::vector<Interval>& from,
                               const std::vector<Interval>& cut) {
  std::vector<Interval> out = normalized(from);
  for (const auto& c : normalized(cut)) {
    std::vector<Interval> next;
    for (const auto& i : out) {
      if (c.end <= i.start || i.end <= c.start) {
        next.push_back(i);
        continue;
      }
      if (i.start < c.start) next.push_back({i.start, c.start});
      if (c.end < i.end) next.push_back({c.end, i.end});
    }
    out = std::move(next);
  }
  return out;
}

std::vector<Interval> shop_hours_for(std::string_view operating_hours_json, int weekday) {
  const std::vector<Interval> closed;
  if (operating_hours_json.empty()) return closed;
  boost::system::error_code ec;
  auto parsed = boost::json::parse(operating_hours_json, ec);
  if (ec || !parsed.is_object()) return closed;
  const auto* value = parsed.as_object().if_contains(weekday_key(weekday));
  if (!value || !value->is_string()) return closed;
  std::string_view text = value->as_string();
  if (text == "closed") return closed;
  std::vector<Interval> out;
  while (!text.empty()) {
    auto comma = text.find(',');
    auto part = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    auto dash = part.find('-');
    if (dash == std::string_view::npos) return closed;
    auto from = parse_hhmm(part.substr(0, dash));
    auto to = parse_hhmm(part.substr(dash + 1));
    if (!from || !to || *to <= *from) return closed;
    out.push_back({*from, *to});
  }
  return normalized(std::move(out));
}

std::vector<Interval> working_intervals(const ShopDay& day, const StaffDay& staff) {
  const Minute midnight = hk_midnight(day.date);
  auto hours = normalized(staff.hours);
  if (day.shop_hours) hours = intersect(hours, *day.shop_hours);
  auto absolute = shifted(hours, midnight);
  absolute = subtract(absolute, day.closures);
  return subtract(absolute, staff.off);
}

std::vector<Slot> offered_slots(const ShopDay& day, std::span<const StaffDay> staff) {
  std::vector<Slot> out;
  if (day.step_min <= 0 || beyond_horizon(day) || shop_closed(day)) return out;
  const Minute midnight = hk_midnight(day.date);
  const Minute earliest = earliest_start(day);
  std::vector<std::vector<Interval>> working;
  working.reserve(staff.size());
  for (const auto& s : staff) working.push_back(working_intervals(day, s));
  for (Minute t = midnight; t < midnight + 1440; t += day.step_min) {
    if (t < earliest) continue;
    Slot slot{t, {}};
    for (std::size_t i = 0; i < staff.size(); ++i) {
      if (!inside_one(working[i], t, t + day.duration_min)) continue;
      if (overlaps_any(staff[i].busy, t, t + day.occupied_min)) continue;
      slot.staff_ids.push_back(staff[i].staff_id);
    }
    if (!slot.staff_ids.empty()) out.push_back(std::move(slot));
  }
  return out;
}

StartRefusal check_start(const ShopDay& day, const StaffDay& staff, Minute start) {
  if (shop_closed(day)) return StartRefusal::shop_closed;
  if (beyond_horizon(day)) return StartRefusal::too_far;
  if (start < earliest_start(day)) return StartRefusal::too_soon;
  const Minute offset = start - hk_midnight(day.date);
  if (offset % day.step_min != 0 ||
      !inside_one(working_intervals(day, staff), start, start + day.duration_min)) {
    return StartRefusal::outside_hours;
  }
  return StartRefusal::none;
}

}  // namespace emu::domain
