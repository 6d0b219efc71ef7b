#include "domain/readiness.hpp"

#include <algorithm>

#include "common/enum_names.hpp"

namespace emu::domain {
namespace {

constexpr common::EnumName<NotReady> kReasonNames[] = {
    {NotReady::inactive, "inactive"},
    {NotReady::no_active_service, "no_active_service"},
    {NotReady::no_staff_on_service, "no_staff_on_service"},
    {NotReady::no_staff_hours, "no_staff_hours"},
    {NotReady::hours_outside_opening, "hours_outside_opening"},
};

}  // namespace

std::vector<NotReady> readiness(const ReadinessFacts& facts) {
  std::vector<NotReady> out;
  if (!facts.active) out.push_back(NotReady::inactive);
  if (facts.services.empty()) {
    out.push_back(NotReady::no_active_service);
    return out;
  }
  std::vector<std::string> on_service;
  for (const auto& s : facts.services)
    on_service.insert(on_service.end(), s.staff.begin(), s.staff.end());
  if (on_service.empty()) {
    out.push_back(NotReady::no_staff_on_service);
    return out;
  }
  auto works = [&](const ReadinessFacts::Hours& h) {
    return std::find(on_service.begin(), on_service.end(), h.staff_id) != on_service.end() &&
           h.span.start < h.span.end;
  };
  bool any_hours = false;
  bool meets_opening = false;
  for (const auto& h : facts.hours) {
    if (!works(h)) continue;
    any_hours = true;
    const auto open = shop_hours_for(facts.operating_hours_json, h.weekday);
    if (!intersect({h.span}, open).empty()) meets_opening = true;
  }
  if (!any_hours) {
    out.push_back(NotReady::no_staff_hours);
  } else if (!meets_opening) {
    out.push_back(NotReady::hours_outside_opening);
  }
  return out;
}

std::string_view to_string(NotReady reason) {
  return common::name_of(kReasonNames, reason, "inactive");
}

}  // namespace emu::domain
